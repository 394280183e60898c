# mode: modern
# pack_sequence_as into dicts of dicts (docstring).
import tensorflow as tf
structure = {"key3": {"c": ('alpha', 'beta'), "a": ('gamma')}, "key1": {"e": "val1", "d": "val2"}}
print(tf.nest.pack_sequence_as(structure, ['val2', 'val1', 3.0, 1.0, 2.0]))
