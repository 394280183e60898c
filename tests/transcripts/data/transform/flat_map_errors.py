# mode: modern
import tensorflow as tf

# The function must return a dataset; counts of the datasets it makes must be
# Python numbers in minitf, and a nested function may not capture its tensors.
ds = tf.data.Dataset.range(3)
try:
    ds.flat_map(lambda x: x + 1)
except TypeError as e:
    print("TypeError:", e)
try:
    ds.interleave(lambda x: tf.data.Dataset.range(5).take(x))
except NotImplementedError as e:
    # Raised while the function traces: its last line is the message.
    print(str(e).strip().splitlines()[-1].strip())
