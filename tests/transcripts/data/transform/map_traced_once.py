# mode: modern
import sys
import tensorflow as tf
# map traces its function once, when map is called: Python print runs then,
# tf.print on every element.
def double(x):
    print("tracing", x.shape, x.dtype)
    tf.print("element", x, output_stream=sys.stdout)
    return x * 2
ds = tf.data.Dataset.range(3).map(double)
print(ds)
print(list(ds.as_numpy_iterator()))
