# mode: modern
# tf.reverse's axis errors.
import tensorflow as tf
for axis in ([2], [0, 0]):
    try:
        tf.reverse(tf.constant([1, 2]), axis)
    except tf.errors.InvalidArgumentError as e:
        print(e)
