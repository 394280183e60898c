# mode: modern
import tensorflow as tf
# enumerate pairs an int64 count with each element.
ds = tf.data.Dataset.from_tensor_slices([7, 8, 9]).enumerate(start=5)
print(ds)
for i, x in ds:
    print(i.numpy(), x.numpy())
