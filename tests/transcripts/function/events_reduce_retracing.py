import tensorflow as tf

@tf.function(reduce_retracing=True)
def f(x):
    return x

f(tf.constant([1]))
f(tf.constant([1, 2]))
f(tf.constant([1, 2, 3]))
