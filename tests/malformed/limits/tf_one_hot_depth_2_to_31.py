# 2**51 float32 elements of output: TF's ResourceExhaustedError.
import tensorflow as tf
tf.one_hot(tf.zeros([2**20], tf.int32), 2**31 - 1)
