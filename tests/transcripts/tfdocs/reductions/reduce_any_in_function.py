# mode: modern
# reduce_any inside tf.function is an Any node.
import tensorflow as tf
@tf.function
def f(x):
    return tf.reduce_any(x > 2)

print(f(tf.constant([1, 2, 3])))
print([op.type for op in f.get_concrete_function(tf.constant([1])).graph.get_operations()])
