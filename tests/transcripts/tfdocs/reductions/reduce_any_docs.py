# mode: modern
# tf.math.reduce_any's docstring example.
import tensorflow as tf
x = tf.constant([[True,  True], [False, False]])
print(tf.reduce_any(x))
print(tf.reduce_any(x, 0))
print(tf.reduce_any(x, 1))
