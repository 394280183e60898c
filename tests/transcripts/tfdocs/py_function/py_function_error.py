# mode: modern
# A ValueError in the function is an InvalidArgumentError.
import tensorflow as tf
def bad(x):
    raise ValueError("boom")

try:
    tf.py_function(bad, [1.0], tf.float32)
except tf.errors.InvalidArgumentError:
    print('InvalidArgumentError')
