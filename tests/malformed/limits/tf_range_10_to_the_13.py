# 80 TB of int64: TF's ResourceExhaustedError, not an OOM kill.
import tensorflow as tf
tf.range(10**13)
