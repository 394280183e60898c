# mode: modern
# tf.tensor_scatter_nd_update of single elements of a matrix (docstring).
import tensorflow as tf
tensor = [[1, 1], [1, 1], [1, 1]]
indices = [[0, 1], [2, 0]]
updates = [5, 10]
print(tf.tensor_scatter_nd_update(tensor, indices, updates))
