# mode: modern
# tf.tensor_scatter_nd_update on a vector (docstring).
import tensorflow as tf
tensor = [0, 0, 0, 0, 0, 0, 0, 0]
indices = [[1], [3], [4], [7]]
updates = [9, 10, 11, 12]
print(tf.tensor_scatter_nd_update(tensor, indices, updates))
