# mode: modern
# Datasets are instances of the private classes TF 2.16 defines in one module
# per transformation; their reprs name the class alone.
import tensorflow as tf

ds = tf.data.Dataset.range(4)
print(type(ds))
print(type(ds.map(lambda x: x * 2)), type(ds.batch(2)))
print(type(tf.data.Dataset.from_tensor_slices([1, 2])))
print(type(iter(ds)))
