import tensorflow as tf

# tf.matmul and @ multiply batches of matrices when an input has more than two
# dimensions; batch dimensions broadcast; transpose flags apply per matrix.
a = tf.reshape(tf.range(12), [2, 2, 3])
b = tf.reshape(tf.range(6), [3, 2])
print(tf.matmul(a, b).numpy().tolist())
print((a @ b).numpy().tolist())
c = tf.reshape(tf.range(8.0), [2, 1, 2, 2])
d = tf.reshape(tf.range(12.0), [3, 2, 2])
cd = tf.matmul(c, d)
print(cd.shape, cd.dtype.name)
print(cd[1, 2].numpy().tolist())
print(tf.matmul(a, a, transpose_b=True).numpy().tolist())
print(tf.matmul(b, a, transpose_a=True, transpose_b=True).numpy().tolist())
print(tf.matmul(tf.ones([0, 2, 3]), tf.ones([3, 4])).shape)
