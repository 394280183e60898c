# mode: modern
import tensorflow as tf
# An element that does not match the signature fails when it is read.
def gen():
    yield [1, 2]
ds = tf.data.Dataset.from_generator(gen, output_signature=tf.TensorSpec(shape=(3,), dtype=tf.int32))
try:
    next(iter(ds))
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__)
    print("`generator` yielded an element of shape (2,) where an element of shape (3,) was expected." in e.message)
