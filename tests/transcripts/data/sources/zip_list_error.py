# mode: modern
import tensorflow as tf
# tf.data nests tuples, not lists.
a = tf.data.Dataset.range(3)
tf.data.Dataset.zip([a, a])
