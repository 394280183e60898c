import tensorflow as tf
tf.random.set_seed(42)
x = tf.random.normal([2000])
print(x.shape, x.dtype)
print(abs(float(tf.reduce_mean(x))) < 0.1)
print(abs(float(tf.math.reduce_mean(tf.square(x))) - 1.0) < 0.15)
y = tf.random.normal([1000], mean=5.0, stddev=0.5)
print(abs(float(tf.reduce_mean(y)) - 5.0) < 0.1)
