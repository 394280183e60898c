# mode: modern
import sys
import tensorflow as tf
# `for x in dataset` in a tf.function becomes a dataset loop in the graph: the
# body is traced once (Python print), and runs for every element (tf.print),
# on every call.
ds = tf.data.Dataset.from_tensor_slices([1, 2, 3])
@tf.function
def total():
    s = tf.constant(0)
    for x in ds:
        print("tracing the body")
        tf.print("element", x, output_stream=sys.stdout)
        s += x
    return s
print(total())
print(total())
print(total.experimental_get_tracing_count())
