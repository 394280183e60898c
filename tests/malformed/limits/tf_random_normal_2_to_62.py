# TF's ResourceExhaustedError, not a 2**64-byte buffer that wrapped.
import tensorflow as tf
tf.random.normal(tf.constant([2**62], tf.int64))
