# mode: modern
# Dicts whose keys do not sort cannot be flattened.
import tensorflow as tf
tf.nest.flatten({1: "a", "b": 2})
