# mode: modern
# tf.squeeze with axis drops only those dimensions (docstring).
import tensorflow as tf
t = tf.ones([1, 2, 1, 3, 1, 1])
print(tf.shape(tf.squeeze(t, [2, 4])).numpy())
