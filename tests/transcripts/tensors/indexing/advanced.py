import tensorflow as tf
t = tf.reshape(tf.range(24), [2, 3, 4])
print(t[..., 0])
print(t[1, ..., 1:3])
print(t[:, None, 0].shape)
print(t[tf.constant(1), 0])
print(t[0][1][2])
print(tf.constant([1, 2, 3])[tf.newaxis])
print(t[:, :, 5:].shape)
