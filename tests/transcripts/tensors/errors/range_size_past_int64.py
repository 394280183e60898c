import tensorflow as tf
# 1e60 elements: more than an int64 can count, TF's size check.
tf.range(0.0, 1e30, 1e-30)
