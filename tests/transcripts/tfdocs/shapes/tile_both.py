# mode: modern
# tf.tile with multiples [2, 2] doubles both dimensions (docstring).
import tensorflow as tf
a = tf.constant([[1, 2, 3], [4, 5, 6]], tf.int32)
print(tf.tile(a, [2, 2]).shape)
