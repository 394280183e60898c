# mode: modern
# tf.squeeze drops every dimension of size 1 (docstring).
import tensorflow as tf
t = tf.ones([1, 2, 1, 3, 1, 1])
print(tf.shape(tf.squeeze(t)).numpy())
