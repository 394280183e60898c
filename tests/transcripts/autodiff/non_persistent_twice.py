# mode: modern
# A non-persistent tape gives one set of gradients; the second call is an error.
import tensorflow as tf

x = tf.Variable(3.0)
with tf.GradientTape() as tape:
    y = x * x
    z = y * y
print(tape.gradient(z, x))
print(tape.gradient(y, x))
