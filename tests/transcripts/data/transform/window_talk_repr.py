# mode: talk
import tensorflow as tf

# TF 2.0's repr names a window's DatasetSpec as its shapes and its types.
print(tf.data.Dataset.range(7).window(3))
print(tf.data.Dataset.range(7).window(3).flat_map(lambda w: w))
