# mode: modern
import tensorflow as tf

# A computed batch size is checked when its element's dataset is made, as the
# dataset is read: the elements before it come out first.
ds = tf.data.Dataset.from_tensor_slices(tf.constant([2, 0], tf.int64))
it = iter(ds.flat_map(lambda x: tf.data.Dataset.range(3).batch(x)))
print(next(it).numpy(), next(it).numpy())
try:
    next(it)
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, "Batch size must be greater than zero." in e.message)
