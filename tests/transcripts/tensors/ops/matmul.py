import tensorflow as tf
a = tf.constant([[1., 2.], [3., 4.]])
b = tf.constant([[5., 6.], [7., 8.]])
print(tf.matmul(a, b))
print(tf.matmul(a, b, transpose_a=True))
print(tf.matmul(a, b, transpose_b=True))
print(tf.linalg.matmul(a, [[1.], [1.]]))
print(a @ b)
print(tf.matmul(tf.constant([[1, 2, 3]]), tf.constant([[1], [2], [3]])))
