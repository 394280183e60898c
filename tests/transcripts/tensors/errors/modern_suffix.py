import tensorflow as tf
tf.compat.set_version("2.x")
a = tf.constant(1.0)
b = tf.constant(1)
a + b
