# mode: modern
import tensorflow as tf
# zip stops at the shortest dataset; its elements nest like its argument.
a = tf.data.Dataset.range(1, 4)
b = tf.data.Dataset.range(4, 7)
c = tf.data.Dataset.range(7, 13).batch(2)
print(list(tf.data.Dataset.zip((a, b)).as_numpy_iterator()))
print(list(tf.data.Dataset.zip(a, b).as_numpy_iterator()))
ds = tf.data.Dataset.zip((a, b, c))
print(ds)
print(ds.cardinality().numpy())
d = tf.data.Dataset.zip((a, tf.data.Dataset.range(2)))
print(list(d.as_numpy_iterator()))
