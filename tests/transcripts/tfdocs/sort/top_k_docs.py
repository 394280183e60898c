# mode: modern
# tf.math.top_k's values and indices (docstring).
import tensorflow as tf
result = tf.math.top_k([1, 2, 98, 1, 1, 99, 3, 1, 3, 96, 4, 1], k=3)
print(result.values.numpy())
print(result.indices.numpy())
