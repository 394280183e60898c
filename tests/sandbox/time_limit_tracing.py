# args: --time-limit 0.5
import tensorflow as tf

@tf.function
def slow_trace(x):
    n = 0
    while True:  # a Python loop: it runs while tracing
        n += 1
    return x

slow_trace(tf.constant(1))
