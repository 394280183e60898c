# mode: modern
# `while True` is a Python loop; a break that depends on a tensor turns its
# test into a tensor after the first iteration: modern TF's NotImplementedError.
import tensorflow as tf

@tf.function
def f(x):
    n = tf.constant(0)
    while True:
        n += 1
        if n >= x:
            break
    return n

f(tf.constant(3))
