# mode: modern
import tensorflow as tf

# padded_batch pads each component to the longest in its batch (or to the
# padded shape given), with zeros or the padding values given.
ds = tf.data.Dataset.range(1, 5).map(lambda x: tf.fill([x], x))
print(ds.element_spec)
b = ds.padded_batch(2)
print(b)
print(b.cardinality().numpy())
for e in b:
    print(e.numpy().tolist())
for e in ds.padded_batch(3, padded_shapes=[5], padding_values=tf.constant(-1, tf.int64)):
    print(e.numpy().tolist())
d = ds.padded_batch(3, padded_shapes=(None,), drop_remainder=True)
print(d.element_spec, d.cardinality().numpy())
