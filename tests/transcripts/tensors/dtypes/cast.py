import tensorflow as tf
t = tf.constant([1.7, -1.7, 2.5])
print(tf.cast(t, tf.int32))
print(tf.cast(tf.constant([0, 1, 2]), tf.bool))
print(tf.cast(tf.constant([True, False]), tf.float32))
print(tf.cast(tf.constant(3), tf.float64))
x = tf.constant(1.0)
print(tf.cast(x, tf.float32) is x)
print(tf.dtypes.cast(tf.constant(300), tf.uint8))
