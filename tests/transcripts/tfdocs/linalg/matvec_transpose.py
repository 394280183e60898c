# mode: modern
# transpose_a multiplies by the transposed matrix.
import tensorflow as tf
print(tf.linalg.matvec([[1., 2.], [3., 4.]], [1., 0.], transpose_a=True))
