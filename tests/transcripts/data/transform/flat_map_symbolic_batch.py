# mode: modern
import tensorflow as tf

# A batch size computed by a flat_map function: each input element gives its
# own. Its value is not known while the function traces, so the batch
# dimension is None even with drop_remainder=True.
ds = tf.data.Dataset.range(1, 4)
batched = ds.flat_map(lambda x: tf.data.Dataset.range(5).batch(x))
print(batched.element_spec)
for b in batched:
    print(b.numpy())
full = ds.flat_map(lambda x: tf.data.Dataset.range(5).batch(x, drop_remainder=True))
print(full.element_spec)
print(list(full.as_numpy_iterator()))
