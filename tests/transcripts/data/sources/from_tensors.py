# mode: modern
import tensorflow as tf
# from_tensors makes one element of the whole value.
ds = tf.data.Dataset.from_tensors(([1, 2, 3], "a"))
print(ds)
print(ds.cardinality())
print(list(ds.as_numpy_iterator()))
