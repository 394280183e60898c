# mode: modern
# 'ii' sums the diagonal.
import tensorflow as tf
print(tf.einsum('ii', [[1, 2], [3, 4]]))
