import tensorflow as tf
a = tf.constant([1., 5., 3.])
b = tf.constant([4., 2., 3.])
print(tf.maximum(a, b))
print(tf.minimum(a, b))
print(tf.maximum(a, 2.5))
print(tf.math.minimum(tf.constant([[1, 9]]), tf.constant([[3], [4]])))
