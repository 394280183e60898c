# mode: modern
import tensorflow as tf
# Transformations of a dataset argument inside the function read the dataset given.
@tf.function
def dot(a, b):
    s = tf.constant(0, dtype=tf.int64)
    for x, y in tf.data.Dataset.zip((a, b.map(lambda v: v * 10))):
        s += x * y
    return s
print(dot(tf.data.Dataset.range(3), tf.data.Dataset.range(1, 4)).numpy())
print(dot(tf.data.Dataset.range(2), tf.data.Dataset.range(5)).numpy())
