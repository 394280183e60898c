# mode: modern
# tf.cumsum along axis 0 and axis 1 (docstring).
import tensorflow as tf
y = tf.constant([[2, 4, 6, 8], [1, 3, 5, 7]])
print(tf.cumsum(y, axis=0).numpy())
print(tf.cumsum(y, axis=1).numpy())
