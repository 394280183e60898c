import tensorflow as tf
try:
    tf.constant([1., 2.]) + tf.constant([1, 2])
except tf.errors.OpError as e:
    print(type(e).__name__, isinstance(e, tf.errors.InvalidArgumentError))
    print(e.message)
try:
    tf.range(0, 5, 0)
except tf.errors.InvalidArgumentError as e:
    print("caught:", e)
print(issubclass(tf.errors.InvalidArgumentError, Exception))
print(tf.errors.InvalidArgumentError)
