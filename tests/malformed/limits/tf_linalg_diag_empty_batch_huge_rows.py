# Rows times columns pass int64 in an empty batch (once a division by zero).
import tensorflow as tf
tf.linalg.diag(tf.ones([0, 2**40]))
