# mode: modern
import tensorflow as tf

# A concrete function traced inside another trace is nested in its graph, as
# TF's FuncGraph is in its outer graph: it may capture the enclosing
# function's tensors. Called after that trace, it would compute with a graph
# tensor outside its function, which is TF's error.
kept = []


@tf.function
def outer(x):
    inner = tf.function(lambda: x + 1)
    kept.append(inner.get_concrete_function())
    return x * 2


print(outer(tf.constant(3)))
print(kept[0].structured_outputs)
try:
    kept[0]()
except TypeError as e:
    print(type(e).__name__, str(e).splitlines()[-1])
