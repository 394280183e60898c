# mode: talk
import tensorflow as tf
# TF 2.0 code finds AUTOTUNE and cardinality in tf.data.experimental.
ds = tf.data.Dataset.range(6).map(lambda x: x + 1, num_parallel_calls=tf.data.experimental.AUTOTUNE)
print(tf.data.experimental.AUTOTUNE)
print(tf.data.experimental.cardinality(ds.batch(4)))
print(tf.data.experimental.cardinality(ds.repeat()).numpy() == tf.data.experimental.INFINITE_CARDINALITY)
print(ds)
