# mode: modern
# '...ij,...jk->...ik' is a batch matrix product (docstring).
import tensorflow as tf
m0 = tf.ones([7, 2, 3])
m1 = tf.ones([7, 3, 5])
e = tf.einsum('...ij,...jk->...ik', m0, m1)
print(repr(e.shape))
