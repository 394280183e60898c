import tensorflow as tf

@tf.function
def f(a, b):
    return a + b

f(tf.ones([2]), tf.ones([3]))
