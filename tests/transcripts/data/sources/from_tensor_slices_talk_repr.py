# mode: talk
import tensorflow as tf
# TF 2.0 showed a dataset's legacy shapes and types.
print(tf.data.Dataset.from_tensor_slices([1, 2, 3]))
print(tf.data.Dataset.from_tensor_slices(([[1.0, 2.0]], {"a": [1]})))
