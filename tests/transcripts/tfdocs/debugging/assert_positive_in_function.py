# mode: modern
# assert_positive in a graph names x by its tensor name.
import tensorflow as tf
@tf.function
def f(x):
    tf.debugging.assert_positive(x, message="need positive")
    return tf.reduce_sum(x)

print(f(tf.constant([1.0, 2.0])))
try:
    f(tf.constant([1.0, -2.0, 3.0, 4.0]))
except tf.errors.InvalidArgumentError as e:
    print(e)
