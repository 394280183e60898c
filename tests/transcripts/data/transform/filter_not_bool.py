# mode: modern
import tensorflow as tf
# The predicate must return a scalar tf.bool.
tf.data.Dataset.range(10).filter(lambda x: x % 3)
