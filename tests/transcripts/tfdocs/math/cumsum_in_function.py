# mode: modern
# Inside tf.function it is a Cumsum node.
import tensorflow as tf
@tf.function
def f(x):
    return tf.math.cumsum(x)

print(f(tf.constant([1., 2., 3.])))
print([op.type for op in f.get_concrete_function(tf.constant([1.])).graph.get_operations()])
