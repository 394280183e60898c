# mode: modern
# An index out of range inside tf.function fails when the graph runs.
import tensorflow as tf
@tf.function
def f(x, i):
    return tf.gather(x, i)

try:
    f(tf.constant([1, 2]), tf.constant([5]))
except tf.errors.InvalidArgumentError as e:
    print('InvalidArgumentError')
