import tensorflow as tf
t = tf.constant([[1., 7., 3.], [4., 2., 6.]])
print(tf.reduce_max(t))
print(tf.reduce_max(t, axis=0))
print(tf.reduce_min(t, axis=1))
print(tf.reduce_prod(t))
print(tf.reduce_prod(t, axis=0, keepdims=True))
print(tf.reduce_min(tf.constant([3, 1, 2])))
