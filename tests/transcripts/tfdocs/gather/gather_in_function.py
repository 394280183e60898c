# mode: modern
# tf.gather inside tf.function is one GatherV2 node.
import tensorflow as tf
@tf.function
def f(x, i):
    return tf.gather(x, i)

print(f(tf.constant([10, 20, 30]), tf.constant([2, 2])))
g = f.get_concrete_function(tf.constant([1]), tf.constant([0])).graph
print([op.type for op in g.get_operations()])
