import tensorflow as tf
t = tf.constant([[1, 2, 3], [4, 5, 6]])
print(tf.identity(t))
print(tf.shape(t))
print(tf.size(t))
print(tf.rank(t))
print(tf.shape(t, out_type=tf.int64))
print(tf.size(tf.constant(5)), tf.rank(tf.constant(5)), tf.shape(tf.constant(5)))
