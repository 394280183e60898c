import tensorflow as tf
a = tf.constant(1.0)
b = tf.constant(1)
try:
    a + b
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__)
    print(e)
try:
    tf.multiply(a, b)
except tf.errors.InvalidArgumentError as e:
    print(e)
