# mode: modern
# Inside tf.function add_n is one AddN node.
import tensorflow as tf
@tf.function
def f(a, b, c):
    return tf.add_n([a, b, c])

s = tf.TensorSpec([], tf.float32)
print(f(tf.constant(1.0), tf.constant(2.0), tf.constant(3.0)))
print([op.type for op in f.get_concrete_function(s, s, s).graph.get_operations()])
