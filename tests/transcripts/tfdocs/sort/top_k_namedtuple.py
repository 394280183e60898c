# mode: modern
# top_k returns a TopKV2 named tuple that unpacks.
import tensorflow as tf
r = tf.math.top_k([1, 3, 2])
print(r)
values, indices = r
print(values.numpy(), indices.numpy(), len(r), r[0] is r.values)
