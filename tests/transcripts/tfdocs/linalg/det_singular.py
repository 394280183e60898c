# mode: modern
# A singular matrix has determinant 0.
import tensorflow as tf
print(tf.linalg.det([[1., 2.], [2., 4.]]))
