# mode: modern
import tensorflow as tf

# The function must return a dataset. A dataset that holds a tf.function's
# tensors (here a count) is a template that the function's calls bind: minitf
# reads datasets eagerly, so one cannot be read inside the function.
ds = tf.data.Dataset.range(3)
try:
    ds.flat_map(lambda x: x + 1)
except TypeError as e:
    print("TypeError:", e)


@tf.function
def first(n):
    s = tf.constant(0, tf.int64)
    for x in tf.data.Dataset.range(5).take(n):
        s += x
    return s


try:
    first(tf.constant(2, tf.int64))
except NotImplementedError as e:
    # Raised while the function traces: its last line is the message.
    print(str(e).strip().splitlines()[-1].strip())
