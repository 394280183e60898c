# mode: modern
# tf.linalg.diag builds a diagonal matrix.
import tensorflow as tf
print(tf.linalg.diag([1, 2, 3]))
