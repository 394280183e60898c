# mode: modern
# Inside tf.function it is a TensorScatterUpdate node.
import tensorflow as tf
@tf.function
def f(t):
    return tf.tensor_scatter_nd_update(t, [[0]], [5])

print(f(tf.constant([1, 2])))
print([op.type for op in f.get_concrete_function(tf.constant([1])).graph.get_operations()])
