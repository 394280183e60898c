# mode: modern
# tf.math.reduce_all's docstring example.
import tensorflow as tf
x = tf.constant([[True,  True], [False, False]])
print(tf.reduce_all(x))
print(tf.reduce_all(x, 0))
print(tf.reduce_all(x, 1))
