# mode: modern
import tensorflow as tf
# A dataset of another element_spec traces again.
@tf.function
def count(ds):
    print("tracing for", ds.element_spec)
    n = tf.constant(0)
    for _ in ds:
        n += 1
    return n
print(count(tf.data.Dataset.range(3)).numpy())
print(count(tf.data.Dataset.range(5).batch(2)).numpy())
print(count(tf.data.Dataset.range(7).batch(3)).numpy())
print(count.experimental_get_tracing_count())
