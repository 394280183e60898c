# A tensor kept from a trace in an outer list leaks out of its graph; using it
# eagerly is TF's "Graph" tensor error.
import tensorflow as tf

kept = []

@tf.function
def f(x):
    y = x * 2
    kept.append(y)
    return y

f(tf.constant(1))
print(kept[0] + 1)
