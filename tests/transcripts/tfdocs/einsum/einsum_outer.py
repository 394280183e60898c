# mode: modern
# 'i,j->ij' is an outer product.
import tensorflow as tf
print(tf.einsum('i,j->ij', [1, 2], [3, 4, 5]).numpy())
