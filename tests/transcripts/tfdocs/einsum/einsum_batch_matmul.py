# mode: modern
# 'bij,bjk->bik' multiplies matrix by matrix along a batch.
import tensorflow as tf
print(tf.einsum('bij,bjk->bik', tf.ones([5, 2, 3]), tf.ones([5, 3, 4])).shape)
