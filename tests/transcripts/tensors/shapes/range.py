import tensorflow as tf
print(tf.range(5))
print(tf.range(2, 10, 3))
print(tf.range(10, 0, -3))
print(tf.range(0., 1., 0.25))
print(tf.range(1, 2.5, 0.5))
print(tf.range(3, dtype=tf.float64))
print(tf.range(tf.constant(4)))
