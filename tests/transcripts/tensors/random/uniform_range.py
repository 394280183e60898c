import tensorflow as tf
tf.random.set_seed(7)
x = tf.random.uniform([1000], minval=-2.0, maxval=3.0)
print(x.shape, x.dtype)
print(float(tf.reduce_min(x)) >= -2.0, float(tf.reduce_max(x)) < 3.0)
print(abs(float(tf.reduce_mean(x)) - 0.5) < 0.2)
y = tf.random.uniform((2, 2), dtype=tf.float64, seed=3)
print(y.dtype, y.shape)
