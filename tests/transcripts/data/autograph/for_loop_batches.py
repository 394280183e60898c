# mode: modern
import tensorflow as tf
# Batches of (features, labels) with a partial last batch: the element shapes
# keep the unknown batch dimension of element_spec.
x = tf.reshape(tf.range(10.0), (5, 2))
y = tf.constant([1, 2, 3, 4, 5])
ds = tf.data.Dataset.from_tensor_slices((x, y)).batch(2)
@tf.function
def step():
    total = tf.constant(0.0)
    count = tf.constant(0)
    for xb, yb in ds:
        print(xb.shape, yb.shape)
        total += tf.reduce_sum(xb)
        count += tf.shape(yb)[0]
    return total, count
t, c = step()
print(t.numpy(), c.numpy())
