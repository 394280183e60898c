import tensorflow as tf
t = tf.range(6)
print(tf.reshape(t, [2, 3]))
print(tf.reshape(t, [3, -1]))
print(tf.reshape(t, (1, 2, 3)).shape)
m = tf.reshape(t, [2, 3])
print(tf.transpose(m))
print(tf.transpose(tf.reshape(tf.range(24), [2, 3, 4]), perm=[2, 0, 1]).shape)
print(tf.reshape(tf.constant(5), [1, 1]))
