# mode: modern
# A matrix of indices gives a [2, 2, depth] result (docstring).
import tensorflow as tf
print(tf.one_hot([[0, 2], [1, -1]], 3, on_value=1.0, off_value=0.0, axis=-1).shape)
