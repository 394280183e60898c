# mode: modern
# tf.math.sin has no integer kernel: NotFoundError.
import tensorflow as tf
try:
    tf.math.sin(tf.constant(1))
except tf.errors.NotFoundError as e:
    print(type(e).__name__)
