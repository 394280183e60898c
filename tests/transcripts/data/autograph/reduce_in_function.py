# mode: modern
import tensorflow as tf
# reduce inside a tf.function is a loop in the graph: it reads the dataset on
# every call.
@tf.function
def total(ds):
    print("tracing")
    return ds.map(lambda x: x * 2).reduce(tf.constant(0, dtype=tf.int64), lambda s, x: s + x)
print(total(tf.data.Dataset.range(5)).numpy())
print(total(tf.data.Dataset.range(3)).numpy())
