# mode: modern
# The determinant of the identity is 1.
import tensorflow as tf
print(tf.linalg.det(tf.eye(3)))
