# mode: modern
# tf.math.reduce_std's docstring example (axis 0 and 1).
import tensorflow as tf
x = tf.constant([[1., 2.], [3., 4.]])
print(tf.math.reduce_std(x, 0))
print(tf.math.reduce_std(x, 1))
