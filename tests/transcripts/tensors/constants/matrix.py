import tensorflow as tf
a = tf.constant([[10, 10], [11., 1.]])
print(a)
print(tf.constant([[5., 2.], [4., 9.]]))
print(tf.constant([[1, 2, 3], [4, 5, 6]]))
