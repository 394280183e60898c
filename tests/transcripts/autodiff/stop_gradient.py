# mode: modern
# tf.stop_gradient: no gradient flows through its result.
import tensorflow as tf

x = tf.Variable(2.0)
with tf.GradientTape() as tape:
    y = x * tf.stop_gradient(x * 3.0)
print(tape.gradient(y, x))
