# mode: modern
import tensorflow as tf
# By default each iteration (epoch) draws a new order.
ds = tf.data.Dataset.range(50).shuffle(50, seed=1)
e1 = list(ds.as_numpy_iterator())
e2 = list(ds.as_numpy_iterator())
print(e1 != e2, sorted(e1) == sorted(e2) == list(range(50)))
# A buffer of one element shuffles nothing.
print(list(tf.data.Dataset.range(5).shuffle(1).as_numpy_iterator()))
