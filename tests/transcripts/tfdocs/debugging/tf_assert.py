# mode: modern
# tf.Assert: eagerly the condition and summarized data; in a graph the Assert op.
import tensorflow as tf
x = tf.constant([1, 2, 3, 4])
try:
    tf.Assert(tf.reduce_all(x < 3), ["x too large:", x])
except tf.errors.InvalidArgumentError as e:
    print(e)

@tf.function
def g(x):
    tf.Assert(tf.reduce_all(x < 3), ["x too large:", x], summarize=2)
    return x

try:
    g(x)
except tf.errors.InvalidArgumentError as e:
    print(e)
