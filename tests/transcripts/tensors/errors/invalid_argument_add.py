import tensorflow as tf
a = tf.constant(1.0)
b = tf.constant(1)
a + b
