# mode: modern
# Two namedtuple classes with different names differ (docstring).
import tensorflow as tf
import collections
tf.nest.assert_same_structure(
    collections.namedtuple('bar', 'a b')(1, 2),
    collections.namedtuple('foo', 'a b')(2, 3))
