import tensorflow as tf
c = tf.constant([True, False, True])
print(tf.where(c, tf.constant([1, 2, 3]), tf.constant([10, 20, 30])))
print(tf.where(c, 1.0, 0.0))
x = tf.constant([[1, -2], [-3, 4]])
print(tf.where(x > 0, x, tf.zeros_like(x)))
