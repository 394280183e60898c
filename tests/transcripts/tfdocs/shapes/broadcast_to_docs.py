# mode: modern
# tf.broadcast_to repeats a vector into rows (docstring).
import tensorflow as tf
x = tf.constant([1, 2, 3])
y = tf.broadcast_to(x, [3, 3])
print(y)
