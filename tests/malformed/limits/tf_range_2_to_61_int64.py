# 2**61 int64 elements are exactly 2**64 bytes: TF's ResourceExhaustedError, not a wrapped size.
import tensorflow as tf
tf.range(2**61)
