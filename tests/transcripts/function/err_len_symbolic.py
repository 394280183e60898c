import tensorflow as tf

# Without AutoGraph, len() of a symbolic tensor is TF's TypeError (AutoGraph
# would convert it to its len_ overload).
@tf.function(autograph=False)
def f(x):
    return len(x)

f(tf.constant([1, 2, 3]))
