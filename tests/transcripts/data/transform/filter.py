# mode: modern
import tensorflow as tf
# filter keeps the elements whose predicate is True.
ds = tf.data.Dataset.range(10).filter(lambda x: x % 3 == 0)
print(ds)
print(list(ds.as_numpy_iterator()))
