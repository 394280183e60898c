# mode: modern
import tensorflow as tf
ds = tf.data.Dataset.range(3)
print(list(ds.repeat(2).as_numpy_iterator()))
print(list(ds.repeat().take(7).as_numpy_iterator()))
print(list(ds.skip(1).as_numpy_iterator()))
print(list(ds.take(-1).as_numpy_iterator()), list(ds.skip(5).as_numpy_iterator()))
print(ds.repeat(2).cardinality().numpy(), ds.repeat().take(7).cardinality().numpy(), ds.skip(1).cardinality().numpy())
print(ds.repeat(2).take(4).skip(1))
