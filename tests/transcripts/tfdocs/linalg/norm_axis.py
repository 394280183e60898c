# mode: modern
# axis=1 gives one norm per row; keepdims keeps the axis.
import tensorflow as tf
x = tf.constant([[3., 4.], [6., 8.]])
print(tf.norm(x, axis=1))
print(tf.linalg.norm(x, axis=1, keepdims=True).shape)
