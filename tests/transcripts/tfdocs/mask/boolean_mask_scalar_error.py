# mode: modern
# A scalar mask is a ValueError.
import tensorflow as tf
tf.boolean_mask([1, 2], True)
