# mode: modern
# tf.gather_nd inside tf.function is a GatherNd node.
import tensorflow as tf
@tf.function
def f(x):
    return tf.gather_nd(x, [[1, 1]])

print(f(tf.constant([[1, 2], [3, 4]])))
print([op.type for op in f.get_concrete_function(tf.constant([[1]])).graph.get_operations()])
