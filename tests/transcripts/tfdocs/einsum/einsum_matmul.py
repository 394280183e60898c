# mode: modern
# 'ij,jk->ik' is a matrix product.
import tensorflow as tf
print(tf.einsum('ij,jk->ik', [[1, 2], [3, 4]], [[5, 6], [7, 8]]))
