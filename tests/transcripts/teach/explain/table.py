# explain(f): one row per trace with its reason, graph size and calls, the
# variables created, the frozen values, and the avoidable retraces.
import numpy as np
import minitf
import tensorflow as tf

np.random.seed(0)
v = None

@tf.function
def f(x):
    global v
    if v is None:
        v = tf.Variable(2.0)
    return x * v + np.random.rand()

f(tf.constant([1.0]))
f(tf.constant([1.0]))
f(tf.constant([1.0, 2.0]))
minitf.explain(f, times=False)
