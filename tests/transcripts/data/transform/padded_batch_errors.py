# mode: modern
import tensorflow as tf

# Checks when the dataset is made (shapes, padding values) and when a batch
# is made (an element longer than its padded shape).
ds = tf.data.Dataset.range(1, 4).map(lambda x: tf.fill([x], x))
for kwargs in ({"padded_shapes": [2, 2]}, {"padding_values": tf.constant([1, 2], tf.int64)},
               {"padding_values": tf.constant(1.5)}):
    try:
        ds.padded_batch(2, **kwargs)
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
print(tf.data.Dataset.range(3).padded_batch(2).element_spec)
try:
    for e in ds.padded_batch(3, padded_shapes=[2]):
        print(e)
except tf.errors.DataLossError as e:
    print(type(e).__name__, e.message)
