import tensorflow as tf
print(tf.constant(0, shape=[2, 3]))
print(tf.constant([1, 2, 3, 4], shape=[2, 2]))
print(tf.constant(1.5, shape=(3,)))
print(tf.constant([7], shape=[2]))
