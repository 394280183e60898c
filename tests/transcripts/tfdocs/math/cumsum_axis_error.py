# mode: modern
# An axis out of range is an InvalidArgumentError.
import tensorflow as tf
tf.cumsum([1, 2], axis=1)
