# mode: modern
import tensorflow as tf
# The older arguments: output_types, and output_shapes (unknown shapes without it).
def gen():
    yield 1.0, 2
ds = tf.data.Dataset.from_generator(gen, output_types=(tf.float32, tf.int64))
print(ds.element_spec)
ds = tf.data.Dataset.from_generator(gen, (tf.float32, tf.int64), (tf.TensorShape([]), tf.TensorShape([])))
print(ds.element_spec)
print(list(ds.as_numpy_iterator()))
