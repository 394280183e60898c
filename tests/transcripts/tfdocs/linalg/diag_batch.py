# mode: modern
# A matrix of diagonals gives a batch of diagonal matrices.
import tensorflow as tf
print(tf.linalg.diag([[1, 2], [3, 4]]).shape)
