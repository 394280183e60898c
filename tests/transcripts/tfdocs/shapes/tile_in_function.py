# mode: modern
# Inside tf.function tf.tile is a Tile node with a static shape.
import tensorflow as tf
@tf.function
def f(x):
    y = tf.tile(x, [3])
    print(y.shape)
    return y

print(f(tf.constant([7, 8])))
print([op.type for op in f.get_concrete_function(tf.constant([1, 2])).graph.get_operations()])
