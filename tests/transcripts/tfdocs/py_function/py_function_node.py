# mode: modern
# Inside tf.function tf.py_function is an EagerPyFunc node of unknown shape.
import tensorflow as tf
@tf.function
def f(x):
    y = tf.py_function(lambda t: t, [x], tf.float32)
    print(y.shape)
    return y

cf = f.get_concrete_function(tf.constant(1.0))
print([op.type for op in cf.graph.get_operations()])
