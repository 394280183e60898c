# mode: modern
# A tuple against a list is a TypeError.
import tensorflow as tf
tf.nest.assert_same_structure((((1, 2), 3), 4, (5, 6)), [[[1, 2], 3], 4, [5, 6]])
