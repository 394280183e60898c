# mode: modern
# An index outside the tensor is an InvalidArgumentError.
import tensorflow as tf
tf.tensor_scatter_nd_update([0, 0, 0], [[5]], [1])
