# mode: modern
import tensorflow as tf

# Only the datasets a flat_map or interleave function makes bind its tensors
# for each input element; minitf reads a dataset in a tf.function's loop
# eagerly, so a map there may not capture the function's tensors.
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
