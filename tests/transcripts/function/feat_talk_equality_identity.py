import tensorflow as tf

@tf.function
def f(a, b):
    print("a == b:", a == b, " a == a:", a == a)
    return a

x = tf.constant(1)
f(x, x)
