# mode: modern
import tensorflow as tf

# A map function may capture a tf.function's tensors, but minitf reads a
# dataset in a tf.function's loop eagerly, so such a dataset cannot be read
# there (a flat_map function's datasets, and a returned one, are bound to
# the tensors' values first).
ds = tf.data.Dataset.range(1, 3)


@tf.function
def total(z):
    s = tf.constant(0, tf.int64)
    for e in ds.map(lambda y: y + z):
        s += e
    return s


try:
    total(tf.constant(1, tf.int64))
except NotImplementedError as e:
    # Raised while the function traces: its last line is the message.
    print(str(e).strip().splitlines()[-1].strip())
