import tensorflow as tf

@tf.function
def f(x):
    return x

f(tf.constant(1.0))
f(tf.constant(2.0))
f(tf.constant(1, dtype=tf.uint8))
f(tf.constant([1.0, 2.0]))
