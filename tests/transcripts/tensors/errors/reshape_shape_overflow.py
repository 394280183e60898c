import tensorflow as tf
# The product of the requested sizes overflows int64 before the 0 is reached:
# TF's TensorShape check reports it instead of wrapping around.
tf.reshape(tf.range(6), [2**62, 2**62, 0])
