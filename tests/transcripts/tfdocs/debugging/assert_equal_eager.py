# mode: modern
# A failed eager assert_equal: TF's message with the differing entries.
import tensorflow as tf
tf.debugging.assert_equal(tf.constant([1, 2, 3]), tf.constant([1, 5, 7]), message="mismatch")
