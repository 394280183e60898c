# mode: modern
# reverse=True sums from the end (docstring).
import tensorflow as tf
print(tf.cumsum(tf.constant([2, 4, 6, 8]), reverse=True).numpy())
