import tensorflow as tf
x = tf.constant([[1., 2.]])
y = tf.constant([[1], [2]])
tf.matmul(x, y)
