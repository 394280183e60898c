# mode: modern
# tf.linalg.trace sums the diagonal (docstring).
import tensorflow as tf
print(tf.linalg.trace(tf.constant([[1, 2], [3, 4]])).numpy())
print(tf.linalg.trace(tf.constant([[1, 2, 3], [4, 5, 6], [7, 8, 9]])).numpy())
