import tensorflow as tf

@tf.function
def f(x):
    return len(x)

f(tf.constant([1, 2, 3]))
