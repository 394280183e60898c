import tensorflow as tf
print(tf.constant([[10, 10], [11., 1.]]).dtype)
print(tf.constant([1, 2]).dtype)
print(tf.constant([1, 2.5]).dtype)
print(tf.constant([1, 2j]).dtype)
print(tf.constant([2**31, 1]).dtype)
print(tf.constant(-2**31).dtype)
print(tf.constant([[True], [False]]).dtype)
