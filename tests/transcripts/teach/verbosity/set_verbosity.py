# minitf.set_verbosity switches the events off and on within a script.
import minitf
import tensorflow as tf

@tf.function
def f(x):
    return x * 2

print(minitf.get_verbosity())
minitf.set_verbosity("quiet")
f(tf.constant(1))
minitf.set_verbosity("normal")
f(tf.constant(1.0))
