# mode: modern
import tensorflow as tf

# An interleave function's repeat count computed from its element: element x
# is repeated x times, two datasets open at a time.
ds = tf.data.Dataset.range(1, 5)
out = ds.interleave(lambda x: tf.data.Dataset.from_tensors(x).repeat(x), cycle_length=2)
print(list(out.as_numpy_iterator()))
