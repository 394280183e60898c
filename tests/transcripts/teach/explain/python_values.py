# Python numbers as arguments: explain names input_signature as the fix.
import minitf
import tensorflow as tf

@tf.function
def f(x):
    return x + 1

f(1)
f(2)
f(3)
minitf.explain(f, times=False)
