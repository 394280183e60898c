# mode: modern
# tf.tile with multiples [1, 2] repeats the columns (docstring).
import tensorflow as tf
a = tf.constant([[1, 2, 3], [4, 5, 6]], tf.int32)
b = tf.constant([1, 2], tf.int32)
print(repr(tf.tile(a, b)))
