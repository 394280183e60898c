# mode: modern
# Dicts of dicts: every level in sorted key order (docstring).
import tensorflow as tf
d = {"key3": {"c": (1.0, 2.0), "a": (3.0)}, "key1": {"m": "val1", "g": "val2"}}
print(tf.nest.flatten(d))
