# --verbosity verbose: every event is followed by its explanation.
import tensorflow as tf

@tf.function
def f(x):
    return x * 2

f(tf.constant(1))
f(tf.constant(1.0))
