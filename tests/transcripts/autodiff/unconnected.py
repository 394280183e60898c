# mode: modern
# A source the target does not depend on: None, or zeros on request.
import tensorflow as tf

x = tf.Variable([2., 2.])
y = tf.Variable(3.)
with tf.GradientTape(persistent=True) as tape:
    z = y**2
print(tape.gradient(z, x))
print(tape.gradient(z, x, unconnected_gradients=tf.UnconnectedGradients.ZERO))
print(tape.gradient(z, x, unconnected_gradients='zero'))
print(tf.UnconnectedGradients.ZERO)
print(repr(tf.UnconnectedGradients.NONE))
print(tf.UnconnectedGradients.ZERO.value)
