# mode: modern
# Passing checks return None eagerly.
import tensorflow as tf
print(tf.debugging.assert_equal(tf.constant([1, 2]), tf.constant([1, 2])))
print(tf.debugging.assert_less(tf.constant([1, 2]), 3))
print(tf.debugging.assert_greater(tf.constant([1.5, 2.0]), 1.0))
print(tf.assert_equal(1, 1))
