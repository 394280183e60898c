# mode: modern
# Dicts with different keys: a ValueError listing both sets of keys.
import tensorflow as tf
tf.nest.assert_same_structure({"a": 1}, {"b": 1})
