# mode: modern
# tf.sort of a matrix along its last axis and along axis 0 (docstring).
import tensorflow as tf
mat = [[3, 2, 1], [2, 1, 3], [1, 3, 2]]
print(tf.sort(mat, axis=-1).numpy())
print(tf.sort(mat, axis=0).numpy())
