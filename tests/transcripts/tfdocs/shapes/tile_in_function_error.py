# mode: modern
# A multiples of the wrong length fails while tracing (a ValueError).
import tensorflow as tf
@tf.function
def f(x):
    return tf.tile(x, [1, 2])

try:
    f(tf.constant([1, 2]))
except ValueError:
    print('ValueError')
