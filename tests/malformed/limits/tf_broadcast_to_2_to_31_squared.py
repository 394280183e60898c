# 2**64 bytes of output: TF's ResourceExhaustedError.
import tensorflow as tf
tf.broadcast_to(1.0, tf.constant([2**31, 2**31], tf.int64))
