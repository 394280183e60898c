# mode: modern
import tensorflow as tf
# A scalar has no rows to slice.
tf.data.Dataset.from_tensor_slices(1)
