# mode: modern
# Expanding a scalar gives a vector of one element.
import tensorflow as tf
print(tf.expand_dims(5, 0))
