# mode: modern
# tf.linalg.matvec multiplies a matrix by a vector (docstring).
import tensorflow as tf
a = tf.constant([1, 2, 3, 4, 5, 6], shape=[2, 3])
b = tf.constant([7, 9, 11], shape=[3])
print(tf.linalg.matvec(a, b))
