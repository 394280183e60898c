# .numpy() on a symbolic tensor while tracing.
import tensorflow as tf

@tf.function
def f(x):
    y = x.numpy()
    return y

f(tf.constant(1))
