# mode: modern
import tensorflow as tf
# The last batch is partial unless drop_remainder; the batch dimension is
# then unknown in element_spec.
ds = tf.data.Dataset.range(8).batch(3)
print(ds)
print(ds.cardinality().numpy())
for b in ds:
    print(b)
d = tf.data.Dataset.range(8).batch(3, drop_remainder=True)
print(d.element_spec, d.cardinality().numpy())
print(list(d.as_numpy_iterator()))
