# mode: modern
# Arrays, tensors, None, strings and sets are atoms: flatten wraps them in a list.
import tensorflow as tf
import numpy as np
print(tf.nest.flatten(np.array([[1, 2], [3, 4]])))
print(tf.nest.flatten(tf.constant([[1., 2.], [3., 4.]])))
print(tf.nest.flatten(None))
print(tf.nest.flatten("abc"))
print(tf.nest.flatten({7}))
print(tf.nest.flatten([None, ("a", ["b"])]))
