# mode: modern
# The default norm of a matrix is the Frobenius norm.
import tensorflow as tf
print(tf.norm([[1., 2.], [2., 4.]], ord='fro', axis=[0, 1]))
