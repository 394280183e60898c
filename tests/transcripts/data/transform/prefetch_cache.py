# mode: modern
import tensorflow as tf
# prefetch and cache give the same elements; a cache replays the first pass.
counter = tf.Variable(0)
def count(x):
    counter.assign_add(1)
    return x
ds = tf.data.Dataset.range(4).map(count).cache().prefetch(tf.data.AUTOTUNE)
print(ds)
print(list(ds.as_numpy_iterator()))
print(list(ds.as_numpy_iterator()))
print(counter.numpy())
