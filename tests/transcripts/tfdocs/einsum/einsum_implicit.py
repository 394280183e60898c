# mode: modern
# Without '->' the output takes the labels seen once, in order.
import tensorflow as tf
print(tf.einsum('ij,jk', tf.ones([2, 3]), tf.ones([3, 4])).shape)
