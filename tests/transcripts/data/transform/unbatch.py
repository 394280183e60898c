# mode: modern
import tensorflow as tf
# unbatch splits each element along its first dimension.
ds = tf.data.Dataset.from_tensor_slices([[1, 2, 3], [4, 5, 6]]).unbatch()
print(ds)
print(list(ds.as_numpy_iterator()))
print(list(tf.data.Dataset.range(7).batch(3).unbatch().as_numpy_iterator()))
