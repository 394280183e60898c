# mode: modern
import tensorflow as tf
# Each element is one row of the tensor, as an eager tensor.
ds = tf.data.Dataset.from_tensor_slices([1, 2, 3])
print(ds)
print(ds.element_spec)
for x in ds:
    print(x)
