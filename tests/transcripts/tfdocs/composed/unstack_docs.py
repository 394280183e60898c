# mode: modern
# tf.unstack along an axis (docstring).
import tensorflow as tf
x = tf.reshape(tf.range(12), (3, 4))
p, q, r = tf.unstack(x)
print(p.shape.as_list())
i, j, k, l = tf.unstack(x, axis=1)
print(i.shape.as_list())
print(tf.unstack(tf.constant([[1, 2], [3, 4]]), axis=-1))
