# mode: modern
# Of equal elements the lower index comes first.
import tensorflow as tf
print(tf.math.top_k([1, 3, 3], 2).indices.numpy())
