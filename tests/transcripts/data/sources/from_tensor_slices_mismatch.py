# mode: modern
import tensorflow as tf
# Every component must have the same first dimension.
tf.data.Dataset.from_tensor_slices(([1, 2, 3], [1, 2]))
