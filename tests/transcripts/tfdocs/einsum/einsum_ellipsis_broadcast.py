# mode: modern
# The ellipsis dimensions broadcast (a missing or size-1 batch).
import tensorflow as tf
print(tf.einsum('...ij,...jk->...ik', tf.ones([4, 2, 3]), tf.ones([3, 5])).shape)
print(tf.einsum('...ij,...jk->...ik', tf.ones([1, 2, 3]), tf.ones([6, 3, 5])).shape)
