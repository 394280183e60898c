# mode: modern
import tensorflow as tf

# A count is converted to an int64 tensor, as TF converts it: an int32 element
# used as a count is TF's conversion error while the function traces.
ds = tf.data.Dataset.from_tensor_slices([1, 2])
try:
    ds.flat_map(lambda x: tf.data.Dataset.range(5).take(x))
except ValueError as e:
    print(type(e).__name__, "Tensor conversion requested dtype int64 for Tensor with dtype int32" in str(e))
print(list(ds.flat_map(lambda x: tf.data.Dataset.range(5).take(tf.cast(x, tf.int64))).as_numpy_iterator()))
