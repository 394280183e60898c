# mode: modern
# tf.argsort gives the indices that sort (docstring).
import tensorflow as tf
values = [1, 10, 26.9, 2.8, 166.32, 62.3]
print(tf.argsort(values).numpy())
print(tf.argsort(values, direction='DESCENDING').numpy())
