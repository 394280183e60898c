import tensorflow as tf
print(repr(tf.constant(1.0)))
print(repr(tf.constant(2)))
print(repr(tf.constant("aa")))
print(repr(tf.constant([[2., 2.], [2., 2.]])))
print(repr(tf.constant([1, 2, 3])))
print([tf.constant(1), tf.constant(2.5)])
print(repr(tf.constant([0.12701295, 0.21708074, 0.21448033, 0.21179478, 0.22197153])))
