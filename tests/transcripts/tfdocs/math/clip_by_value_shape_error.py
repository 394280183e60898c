# mode: modern
# Bounds that would broadcast t to a larger shape are a ValueError.
import tensorflow as tf
tf.clip_by_value(tf.constant([1., 2.]), 0., [[1., 1.], [1., 1.]])
