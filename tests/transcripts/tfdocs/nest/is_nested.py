# mode: modern
# is_nested: lists, tuples, dicts and namedtuples nest; atoms do not.
import tensorflow as tf
import collections
import numpy as np
print(tf.nest.is_nested([1]), tf.nest.is_nested((1,)), tf.nest.is_nested({"a": 1}))
print(tf.nest.is_nested(collections.OrderedDict()), tf.nest.is_nested(collections.namedtuple("T", "a")(1)))
print(tf.nest.is_nested("ab"), tf.nest.is_nested(None), tf.nest.is_nested({1, 2}))
print(tf.nest.is_nested(np.zeros(2)), tf.nest.is_nested(tf.constant([1, 2])))
