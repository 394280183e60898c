# mode: modern
# tf.math.reduce_variance's docstring example.
import tensorflow as tf
x = tf.constant([[1., 2.], [3., 4.]])
print(tf.math.reduce_variance(x))
print(tf.math.reduce_variance(x, 0))
print(tf.math.reduce_variance(x, 1))
