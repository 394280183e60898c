# mode: modern
import tensorflow as tf
def gen():
    yield 1
tf.data.Dataset.from_generator(gen, output_types=tf.int32, output_signature=tf.TensorSpec(shape=(), dtype=tf.int32))
