# mode: modern
import tensorflow as tf

# The function must return a dataset. A count that is a symbolic tensor is
# taken only in a flat_map or interleave function, which binds it for each
# input element; minitf refuses one elsewhere in a tf.function.
ds = tf.data.Dataset.range(3)
try:
    ds.flat_map(lambda x: x + 1)
except TypeError as e:
    print("TypeError:", e)


@tf.function
def first(n):
    return tf.data.Dataset.range(5).take(n)


try:
    first(tf.constant(2, tf.int64))
except NotImplementedError as e:
    # Raised while the function traces: its last line is the message.
    print(str(e).strip().splitlines()[-1].strip())
