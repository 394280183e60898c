# mode: modern
# assert_type and assert_integer check dtypes statically.
import tensorflow as tf
tf.debugging.assert_type(tf.constant(1.0), tf.float32)
try:
    tf.debugging.assert_type(tf.constant(1), tf.float32)
except TypeError as e:
    print("TypeError:", e)
try:
    tf.debugging.assert_integer(tf.constant(1.0))
except TypeError as e:
    print("TypeError:", e)
