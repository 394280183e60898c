# mode: modern
# 'i,i->' is a dot product.
import tensorflow as tf
print(tf.einsum('i,i->', [1., 2., 3.], [4., 5., 6.]))
