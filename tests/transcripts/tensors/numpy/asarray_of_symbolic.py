# mode: modern
# numpy inside a tf.function gets no values from graph tensors: TF's error,
# never the tensor's stand-in zeros.
import numpy as np
import tensorflow as tf


@tf.function
def f(x):
    return np.asarray(x)


@tf.function
def g(x):
    return x + np.sum(np.ones(2))


try:
    f(tf.constant([2.0, 1.0]))
except NotImplementedError as e:
    print("NotImplementedError:", e)
print(g(tf.constant([2.0, 1.0])))
