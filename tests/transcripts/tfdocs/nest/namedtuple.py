# mode: modern
# namedtuples nest: fields in their order, packed back as the same class.
import tensorflow as tf
import collections
Point = collections.namedtuple("Point", "x y")
p = Point(x=(1, 2), y=3)
print(tf.nest.flatten(p))
print(tf.nest.map_structure(lambda v: v * 2, p))
print(tf.nest.pack_sequence_as(Point(0, [0, 0]), ["a", "b", "c"]))
