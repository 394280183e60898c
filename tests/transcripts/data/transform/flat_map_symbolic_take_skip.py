# mode: modern
import tensorflow as tf

# A flat_map function's take and skip counts may be its tensors: the count is
# computed for each input element when the dataset is read.
ds = tf.data.Dataset.range(1, 5)
taken = ds.flat_map(lambda x: tf.data.Dataset.range(10).take(x))
print(taken.element_spec)
print(list(taken.as_numpy_iterator()))
skipped = ds.flat_map(lambda x: tf.data.Dataset.range(5).skip(x))
print(list(skipped.as_numpy_iterator()))
both = ds.flat_map(lambda x: tf.data.Dataset.range(10).skip(x).take(x - 1))
print(list(both.as_numpy_iterator()))
