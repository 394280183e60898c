# mode: modern
# tf.pad in SYMMETRIC mode mirrors with the edge (docstring).
import tensorflow as tf
t = tf.constant([[1, 2, 3], [4, 5, 6]])
paddings = tf.constant([[1, 1], [2, 2]])
print(tf.pad(t, paddings, "SYMMETRIC").numpy())
