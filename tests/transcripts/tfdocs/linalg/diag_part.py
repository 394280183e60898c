# mode: modern
# tf.linalg.diag_part reads the main diagonal.
import tensorflow as tf
print(tf.linalg.diag_part([[1, 2], [3, 4]]))
