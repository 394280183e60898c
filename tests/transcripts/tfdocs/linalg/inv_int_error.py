# mode: modern
# tf.linalg.inv has no integer kernel.
import tensorflow as tf
try:
    tf.linalg.inv([[1, 0], [0, 1]])
except tf.errors.NotFoundError:
    print('NotFoundError')
