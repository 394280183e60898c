# mode: modern
import tensorflow as tf
# Elements of different shapes cannot be stacked into a batch.
def gen():
    yield [1, 2]
    yield [1, 2, 3]
ds = tf.data.Dataset.from_generator(gen, output_signature=tf.TensorSpec(shape=(None,), dtype=tf.int32))
try:
    list(ds.batch(2))
except tf.errors.InvalidArgumentError as e:
    print(e.message)
