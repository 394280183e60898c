# mode: modern
# tf.math.add_n sums a list of tensors (docstring).
import tensorflow as tf
a = tf.constant([[3, 5], [4, 8]])
b = tf.constant([[1, 6], [2, 9]])
print(tf.math.add_n([a, b, a]).numpy())
