# mode: modern
# Index rows shorter than the rank replace whole slices.
import tensorflow as tf
tensor = tf.zeros([3, 2])
print(tf.tensor_scatter_nd_update(tensor, [[1]], [[7.0, 8.0]]))
