# mode: modern
import tensorflow as tf
# Batching a shuffled dataset gives its elements in the shuffled order.
x = tf.reshape(tf.range(24), (12, 2))
ds = tf.data.Dataset.from_tensor_slices(x).shuffle(6, seed=3, reshuffle_each_iteration=False)
rows = [r.tolist() for r in ds.as_numpy_iterator()]
batched = [r.tolist() for b in ds.batch(5).as_numpy_iterator() for r in b]
print(rows == batched, sorted(rows) == x.numpy().tolist())
print([b.shape for b in ds.batch(5)])
