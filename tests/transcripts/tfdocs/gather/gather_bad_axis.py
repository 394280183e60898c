# mode: modern
# An axis out of range is an InvalidArgumentError.
import tensorflow as tf
tf.gather([1, 2, 3], [0], axis=1)
