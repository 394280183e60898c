# mode: modern
# Inside tf.function it is a Squeeze node.
import tensorflow as tf
@tf.function
def f(x):
    return tf.squeeze(x)

print(f(tf.constant([[3]])))
print([op.type for op in f.get_concrete_function(tf.constant([[3]])).graph.get_operations()])
