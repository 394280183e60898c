import tensorflow as tf
t = tf.constant([[[1, 2], [3, 4]], [[5, 6], [7, 8]]])
print(t)
print(t.shape, t.ndim)
