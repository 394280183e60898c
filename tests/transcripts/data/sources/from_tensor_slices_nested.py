# mode: modern
import tensorflow as tf
# Tuples and dicts nest; a list is one tensor. Each component is sliced.
features = {"x": [[1.0, 2.0], [3.0, 4.0]], "id": [7, 8]}
labels = [0, 1]
ds = tf.data.Dataset.from_tensor_slices((features, labels))
print(ds.element_spec)
for f, y in ds:
    print(f["x"].numpy(), f["id"].numpy(), y.numpy())
