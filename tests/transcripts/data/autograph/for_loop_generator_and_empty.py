# mode: modern
import tensorflow as tf
# A generator dataset is read when the graph runs (each call runs the
# generator again); an empty dataset runs the body zero times.
calls = []
def gen():
    calls.append(1)
    for i in range(3):
        yield [i] * (i + 1)
ds = tf.data.Dataset.from_generator(gen, output_signature=tf.TensorSpec(shape=(None,), dtype=tf.int32))
@tf.function
def total(ds):
    s = tf.constant(0)
    for x in ds:
        s += tf.reduce_sum(x)
    return s
print(total(ds).numpy(), total(ds).numpy(), len(calls))
print(total(ds.take(0)).numpy())
