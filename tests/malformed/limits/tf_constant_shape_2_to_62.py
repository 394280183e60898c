# tf.constant's shape= fills: TF's ResourceExhaustedError for 2**64 bytes.
import tensorflow as tf
tf.constant(1.0, shape=[2**62])
