# mode: modern
# Frames of AutoGraph's generated loop body are the user's function: the
# loop's line, then the failing line inside it.
import tensorflow as tf

@tf.function
def g(n):
    s = tf.constant(0.0)
    for i in tf.range(n):
        s += tf.constant(1)
    return s

g(tf.constant(3))
