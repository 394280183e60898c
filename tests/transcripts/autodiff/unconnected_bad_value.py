# mode: modern
import tensorflow as tf

x = tf.Variable(2.0)
with tf.GradientTape() as tape:
    y = x * x
tape.gradient(y, x, unconnected_gradients='ones')
