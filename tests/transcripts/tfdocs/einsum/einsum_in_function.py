# mode: modern
# Inside tf.function einsum is one Einsum node.
import tensorflow as tf
@tf.function
def f(a, b):
    return tf.einsum('ij,jk->ik', a, b)

print(f(tf.eye(2), tf.ones([2, 2])))
print([op.type for op in f.get_concrete_function(tf.eye(2), tf.eye(2)).graph.get_operations()])
