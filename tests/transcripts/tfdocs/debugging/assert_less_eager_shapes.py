# mode: modern
# Different shapes: only the first elements of x and y are shown.
import tensorflow as tf
try:
    tf.debugging.assert_less(tf.constant([[1, 5], [3, 4]]), 4)
except tf.errors.InvalidArgumentError as e:
    print(e)
