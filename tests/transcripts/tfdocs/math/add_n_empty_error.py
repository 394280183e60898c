# mode: modern
# add_n of an empty list is a ValueError.
import tensorflow as tf
tf.add_n([])
