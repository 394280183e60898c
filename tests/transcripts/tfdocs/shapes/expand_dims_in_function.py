# mode: modern
# Inside tf.function it is an ExpandDims node.
import tensorflow as tf
@tf.function
def f(x):
    return tf.expand_dims(x, 1)

print(f(tf.constant([1, 2])).shape)
print([op.type for op in f.get_concrete_function(tf.constant([1])).graph.get_operations()])
