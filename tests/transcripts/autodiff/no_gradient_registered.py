# mode: modern
# An op without a gradient function is TF's LookupError.
import tensorflow as tf

x = tf.Variable([1.0, 2.0, 3.0])
with tf.GradientTape() as tape:
    y = tf.reduce_prod(x)
tape.gradient(y, x)
