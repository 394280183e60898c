import minitf
import tensorflow as tf

@tf.function
def f(x):
    return x

minitf.explain(f)
