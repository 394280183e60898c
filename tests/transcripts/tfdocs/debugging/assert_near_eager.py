# mode: modern
# assert_near uses tf.Assert's eager text.
import tensorflow as tf
tf.debugging.assert_near(tf.constant([1.0, 2.0]), tf.constant([1.0, 2.0000001]))
try:
    tf.debugging.assert_near(tf.constant([1.0, 2.0]), tf.constant([1.0, 2.5]))
except tf.errors.InvalidArgumentError as e:
    print(e)
