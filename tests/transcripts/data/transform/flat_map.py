# mode: modern
import tensorflow as tf

# flat_map's function returns a dataset per element; it is traced once, like
# map's, and the datasets it makes are read one after the other.
rows = tf.data.Dataset.from_tensor_slices([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
print(list(rows.flat_map(tf.data.Dataset.from_tensor_slices).as_numpy_iterator()))


def counting(n):
    print("tracing with", n)
    return tf.data.Dataset.range(n).map(lambda i: i * 10)


ds = tf.data.Dataset.range(1, 4).flat_map(counting)
print(ds)
print(ds.cardinality().numpy())
print(list(ds.as_numpy_iterator()))
print(list(ds.as_numpy_iterator()))
pairs = tf.data.Dataset.range(3).flat_map(
    lambda x: tf.data.Dataset.zip((tf.data.Dataset.range(x), tf.data.Dataset.from_tensors(x).repeat()))
)
print(pairs.element_spec)
print(list(pairs.as_numpy_iterator()))
