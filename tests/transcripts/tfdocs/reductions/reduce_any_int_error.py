# mode: modern
# reduce_any takes only bool tensors.
import tensorflow as tf
try:
    tf.reduce_any(tf.constant([1, 0]))
except tf.errors.InvalidArgumentError as e:
    print('InvalidArgumentError')
except tf.errors.NotFoundError as e:
    print('NotFoundError')
