import tensorflow as tf

@tf.function(input_signature=[1])
def f(x):
    return x
