# mode: modern
# tf.nest.flatten gives a dict's values in sorted key order (docstring).
import tensorflow as tf
d = {"key3": "value3", "key1": "value1", "key2": "value2"}
print(tf.nest.flatten(d))
