# mode: modern
# tf.tile with multiples [2, 1] repeats the rows (docstring).
import tensorflow as tf
a = tf.constant([[1, 2, 3], [4, 5, 6]], tf.int32)
print(tf.tile(a, [2, 1]).numpy())
