# mode: modern
# assert_positive names x by its shape and dtype eagerly.
import tensorflow as tf
try:
    tf.debugging.assert_positive(tf.constant([-1, 2, 3, 4]))
except tf.errors.InvalidArgumentError as e:
    print(repr(str(e)))
tf.debugging.assert_non_negative(tf.constant([0.0, 2.0]))
print("ok")
