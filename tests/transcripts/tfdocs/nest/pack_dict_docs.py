# mode: modern
# pack_sequence_as fills a dict in sorted key order, keeping its own order (docstring).
import tensorflow as tf
structure = {"key3": "", "key1": "", "key2": ""}
print(tf.nest.pack_sequence_as(structure, ["value1", "value2", "value3"]))
