# mode: modern
import tensorflow as tf
# cardinality() is known statically where TF knows it; len() needs a finite, known one.
ds = tf.data.Dataset.range(10)
print(ds.cardinality())
print(ds.repeat().cardinality().numpy() == tf.data.INFINITE_CARDINALITY)
print(ds.filter(lambda x: x > 3).cardinality().numpy() == tf.data.UNKNOWN_CARDINALITY)
print(tf.data.INFINITE_CARDINALITY, tf.data.UNKNOWN_CARDINALITY)
print(len(ds))
for d in [ds.repeat(), ds.filter(lambda x: x > 3)]:
    try:
        len(d)
    except TypeError as e:
        print(e)
