# mode: modern
import tensorflow as tf

# shard(n, i): every n-th element from the i-th; its cardinality counts them.
ds = tf.data.Dataset.range(10)
for i in range(3):
    s = ds.shard(3, i)
    print(list(s.as_numpy_iterator()), s.cardinality().numpy())
print(ds)
print(ds.shard(3, 0))
for n, i in ((0, 0), (3, 3), (3, -1)):
    try:
        ds.shard(n, i)
    except tf.errors.InvalidArgumentError as e:
        print(type(e).__name__, e.message)
