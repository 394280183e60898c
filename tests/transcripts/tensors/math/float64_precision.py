import tensorflow as tf
x = tf.constant([1 / 3, 2 / 3], dtype=tf.float64)
print(x)
print(x * 3)
y = tf.constant([1 / 3, 2 / 3])
print(y)
print(tf.constant(0.1) + tf.constant(0.2))
print(tf.constant(0.1, dtype=tf.float64) + 0.2)
