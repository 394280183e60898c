import tensorflow as tf

@tf.function
def f(x):
    return x + tf.constant(1)

f(tf.constant(1.0))
