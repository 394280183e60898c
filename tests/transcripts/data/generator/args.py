# mode: modern
import tensorflow as tf
# args are passed to the generator (as numpy values).
def count_to(n):
    for i in range(n):
        yield i
ds = tf.data.Dataset.from_generator(count_to, args=[3], output_signature=tf.TensorSpec(shape=(), dtype=tf.int64))
print(list(ds.as_numpy_iterator()))
