import tensorflow as tf

@tf.function
def f(x):
    return x.numpy()

f(tf.constant(1))
