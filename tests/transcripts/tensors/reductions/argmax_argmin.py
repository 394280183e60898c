import tensorflow as tf
t = tf.constant([[1, 7, 3], [9, 2, 6]])
print(tf.argmax(t))
print(tf.argmax(t, axis=1))
print(tf.argmin(t, axis=0))
print(tf.argmin(t, 1, output_type=tf.int32))
print(tf.math.argmax(tf.constant([3., 8., 8.])))
