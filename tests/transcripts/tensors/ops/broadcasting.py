import tensorflow as tf
m = tf.constant([[1, 2, 3], [4, 5, 6]])
print(m + tf.constant([10, 20, 30]))
print(m * tf.constant([[2], [3]]))
print(m - 1)
print(tf.constant([[1.], [2.]]) + tf.constant([1., 2., 3.]))
