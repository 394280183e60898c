# mode: modern
# An OrderedDict flattens in sorted key order and packs back in its own order.
import tensorflow as tf
import collections
od = collections.OrderedDict([("b", 1), ("a", 2)])
flat = tf.nest.flatten(od)
print(flat)
print(tf.nest.pack_sequence_as(od, [v * 10 for v in flat]))
print(tf.nest.pack_sequence_as({"b": 0, "a": 0}, flat))
dd = collections.defaultdict(list, {"y": 1, "x": 2})
print(tf.nest.map_structure(lambda v: v + 1, dd))
