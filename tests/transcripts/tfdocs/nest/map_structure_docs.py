# mode: modern
# map_structure over one or several structures (docstring).
import tensorflow as tf
print(tf.nest.map_structure(lambda p: p * 2, {"hello": 24, "world": 76}))
d1 = {"hello": 24, "world": 76}
d2 = {"hello": 36, "world": 14}
print(tf.nest.map_structure(lambda p1, p2: p1 + p2, d1, d2))
print(tf.nest.map_structure(lambda p: p * 2, [24, 76, "ab"]))
print(tf.nest.map_structure(lambda x, y: x + y, 3, 4))
print(tf.nest.map_structure(lambda x: x + 1, ()))
