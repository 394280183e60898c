# mode: talk
# TF 2.0 defined its datasets as public classes of one module, dataset_ops;
# TF 2.16's are private classes, one module per transformation.
import tensorflow as tf

ds = tf.data.Dataset.range(4)
print(type(ds))
print(type(ds.map(lambda x: x * 2)))
print(type(ds.batch(2)), type(ds.shuffle(4)))
print(type(tf.data.Dataset.from_tensor_slices([1, 2])))
print(type(ds.flat_map(lambda x: tf.data.Dataset.range(x))).__name__)
