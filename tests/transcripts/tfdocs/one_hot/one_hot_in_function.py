# mode: modern
# Inside tf.function tf.one_hot is a OneHot node.
import tensorflow as tf
@tf.function
def f(i):
    return tf.one_hot(i, 2)

print(f(tf.constant([1])))
print([op.type for op in f.get_concrete_function(tf.constant([1])).graph.get_operations()])
