# mode: modern
# top_k works on the last axis of each row (docstring).
import tensorflow as tf
input = tf.constant([[40, 30, 20, 10], [10, 20, 30, 40]])
result = tf.math.top_k(input, k=2)
print(result.values.numpy())
print(result.indices.numpy())
