# mode: modern
import tensorflow as tf
# A dict element is one argument; the function may return a tuple.
ds = tf.data.Dataset.from_tensor_slices({"x": [1.0, 2.0], "y": [0, 1]})
ds = ds.map(lambda e: (e["x"] * 2, e["y"]))
print(ds.element_spec)
print(list(ds.as_numpy_iterator()))
