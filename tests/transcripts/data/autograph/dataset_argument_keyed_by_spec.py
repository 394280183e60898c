# mode: modern
import tensorflow as tf
# A dataset argument is keyed by its element_spec: another dataset of the
# same spec reuses the trace, and the graph reads the dataset it is given.
@tf.function
def total(ds):
    print("tracing")
    s = tf.constant(0, dtype=tf.int64)
    for x in ds:
        s += x
    return s
print(total(tf.data.Dataset.range(4)).numpy())
print(total(tf.data.Dataset.range(10)).numpy())
print(total(tf.data.Dataset.from_tensor_slices(tf.constant([5, 6], dtype=tf.int64))).numpy())
print(total.experimental_get_tracing_count())
print(total.pretty_printed_concrete_signatures())
