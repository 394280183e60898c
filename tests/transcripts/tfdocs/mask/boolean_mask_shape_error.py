# mode: modern
# A mask of another length is a ValueError.
import tensorflow as tf
tf.boolean_mask([1, 2, 3], [True, False])
