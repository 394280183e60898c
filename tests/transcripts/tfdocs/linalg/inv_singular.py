# mode: modern
# A singular matrix is an InvalidArgumentError.
import tensorflow as tf
tf.linalg.inv([[1., 2.], [2., 4.]])
