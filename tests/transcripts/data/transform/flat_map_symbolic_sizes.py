# mode: modern
import tensorflow as tf

# Other sizes a flat_map function may compute from its element: shard's
# count and index, and window's size.
ds = tf.data.Dataset.range(1, 4)
print(list(ds.flat_map(lambda x: tf.data.Dataset.range(7).shard(x, x - 1)).as_numpy_iterator()))
windows = ds.flat_map(lambda x: tf.data.Dataset.range(4).window(x).flat_map(lambda w: w.batch(4)))
print(list(windows.as_numpy_iterator()))
