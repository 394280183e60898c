# mode: modern
# tf.reverse's gradient reverses the upstream gradient.
import tensorflow as tf
x = tf.Variable([1.0, 2.0, 3.0])
with tf.GradientTape() as tape:
    y = tf.reduce_sum(tf.reverse(x, [0]) * tf.constant([1.0, 10.0, 100.0]))
print(tape.gradient(y, x))
