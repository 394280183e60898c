# mode: modern
# tf.one_hot of [0, 1, 2] with depth 3 is the 3x3 identity (docstring).
import tensorflow as tf
print(tf.one_hot([0, 1, 2], 3))
