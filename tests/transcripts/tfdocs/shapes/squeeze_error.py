# mode: modern
# Squeezing a dimension that is not 1 is an InvalidArgumentError.
import tensorflow as tf
tf.squeeze(tf.zeros([2, 1]), axis=0)
