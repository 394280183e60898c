# mode: modern
import tensorflow as tf
# The map function is traced for the element spec, whose batch dimension is
# None: the partial last batch reuses the trace.
def scale(x):
    print("tracing", x.shape)
    return x * 10
ds = tf.data.Dataset.range(5).batch(2).map(scale)
print(ds.element_spec)
for b in ds:
    print(b.numpy())
