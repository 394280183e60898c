# mode: modern
# tf.cumsum's running sum (docstring).
import tensorflow as tf
print(tf.cumsum(tf.constant([2, 4, 6, 8])).numpy())
