# mode: modern
# conv2d, max_pool2d and avg_pool2d on NHWC tensors, and their gradients.
import tensorflow as tf

x = tf.reshape(tf.range(1.0, 10.0), [1, 3, 3, 1])
k = tf.reshape(tf.constant([1.0, 0.0, 0.0, -1.0]), [2, 2, 1, 1])
with tf.GradientTape(persistent=True) as t:
    t.watch(x)
    y = tf.nn.conv2d(x, k, strides=1, padding='VALID')
    m = tf.nn.max_pool2d(x, ksize=2, strides=1, padding='VALID')
    av = tf.nn.avg_pool2d(x, ksize=2, strides=2, padding='SAME')
    same = tf.nn.conv2d(x, k, strides=[1, 1], padding='SAME')
print(y.shape, m.shape, av.shape, same.shape)
print(tf.reshape(y, [2, 2]))
print(tf.reshape(t.gradient(y, x), [3, 3]))
print(tf.reshape(m, [2, 2]))
print(tf.reshape(t.gradient(m, x), [3, 3]))
print(tf.reshape(av, [2, 2]))
print(tf.reshape(t.gradient(av, x), [3, 3]))
print(tf.reshape(same, [3, 3]))
print(tf.reshape(t.gradient(same, k), [2, 2]))
