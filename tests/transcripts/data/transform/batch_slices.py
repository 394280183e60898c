# mode: modern
import tensorflow as tf
# Batches of slices of a (features, labels) pair, as a training loop reads them.
x = tf.reshape(tf.range(10.0), (5, 2))
y = tf.constant([0, 1, 0, 1, 1])
ds = tf.data.Dataset.from_tensor_slices((x, y)).batch(2)
print(ds.element_spec)
for xb, yb in ds:
    print(xb.shape, yb.numpy())
