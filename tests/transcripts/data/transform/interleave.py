# mode: modern
import tensorflow as tf

# interleave visits cycle_length datasets in turn, block_length elements from
# each; an exhausted one makes room for the next input element's.
ds = tf.data.Dataset.range(1, 6)
out = ds.interleave(lambda x: tf.data.Dataset.from_tensors(x).repeat(6), cycle_length=2, block_length=4)
print(out)
print(list(out.as_numpy_iterator()))
print(list(ds.interleave(lambda x: tf.data.Dataset.range(x), cycle_length=3).as_numpy_iterator()))
par = ds.interleave(lambda x: tf.data.Dataset.range(x), cycle_length=3, num_parallel_calls=2)
print(par, list(par.as_numpy_iterator()))
