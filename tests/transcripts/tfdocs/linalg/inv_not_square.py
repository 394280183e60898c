# mode: modern
# A non-square matrix is an InvalidArgumentError.
import tensorflow as tf
tf.linalg.inv(tf.ones([2, 3]))
