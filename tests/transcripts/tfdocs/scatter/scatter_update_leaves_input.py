# mode: modern
# The update returns a new tensor; the input is unchanged.
import tensorflow as tf
t = tf.constant([1, 2, 3])
u = tf.tensor_scatter_nd_update(t, [[0]], [9])
print(t.numpy(), u.numpy())
