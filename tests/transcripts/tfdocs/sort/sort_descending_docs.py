# mode: modern
# direction='DESCENDING' (docstring).
import tensorflow as tf
a = [1, 10, 26.9, 2.8, 166.32, 62.3]
print(tf.sort(a, direction='DESCENDING').numpy())
