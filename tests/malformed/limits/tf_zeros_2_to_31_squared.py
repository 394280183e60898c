# 2**62 float32 elements: 2**64 bytes, TF's ResourceExhaustedError.
import tensorflow as tf
tf.zeros([2**31, 2**31])
