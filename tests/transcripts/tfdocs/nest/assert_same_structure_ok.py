# mode: modern
# Structures that match pass assert_same_structure (docstring).
import tensorflow as tf
import collections
import numpy as np
tf.nest.assert_same_structure(1.5, tf.Variable(1))
tf.nest.assert_same_structure("abc", np.array([1, 2]))
structure1 = (((1, 2), 3), 4, (5, 6))
structure2 = ((("foo1", "foo2"), "foo3"), "foo4", ("foo5", "foo6"))
structure3 = [(("a", "b"), "c"), "d", ["e", "f"]]
tf.nest.assert_same_structure(structure1, structure2)
tf.nest.assert_same_structure(structure1, structure3, check_types=False)
tf.nest.assert_same_structure(
    collections.namedtuple("bar", "a b")(1, 2),
    collections.namedtuple("foo", "a b")(2, 3),
    check_types=False)
tf.nest.assert_same_structure(collections.namedtuple("bar", "a b")(1, 2), {"a": 1, "b": 2}, check_types=False)
tf.nest.assert_same_structure({"a": 1, "b": 2, "c": 3}, {"c": 6, "b": 5, "a": 4})
print("ok")
