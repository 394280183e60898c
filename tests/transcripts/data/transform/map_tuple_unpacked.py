# mode: modern
import tensorflow as tf
# A tuple element is unpacked into the function's arguments; a dict is one argument.
ds = tf.data.Dataset.from_tensor_slices(([1, 2], [10, 20]))
print(list(ds.map(lambda x, y: x + y).as_numpy_iterator()))
d = tf.data.Dataset.from_tensor_slices({"a": [1, 2], "b": [3.0, 4.0]})
d = d.map(lambda e: (e["a"], e["b"] * 2), num_parallel_calls=tf.data.AUTOTUNE)
print(d)
print(list(d.as_numpy_iterator()))
