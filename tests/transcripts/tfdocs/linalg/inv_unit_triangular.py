# mode: modern
# The inverse of [[1, 1], [0, 1]] is [[1, -1], [0, 1]].
import tensorflow as tf
print(tf.linalg.inv(tf.constant([[1., 1.], [0., 1.]], dtype=tf.float64)))
