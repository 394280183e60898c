# mode: modern
# The gradients of tf.tile and tf.pad in a tf.function traced for inputs of
# unknown length: the backward ops read the input's shape when the graph runs.
import tensorflow as tf

@tf.function(input_signature=[tf.TensorSpec([None, 2], tf.float32)])
def grads(x):
    with tf.GradientTape(persistent=True) as tape:
        tape.watch(x)
        tiled = tf.tile(x, [2, 3])
        padded = tf.pad(x, [[1, 0], [0, 2]])
        y = tf.reduce_sum(tiled * tiled)
    return tape.gradient(y, x), tape.gradient(padded, x)

gt, gp = grads(tf.constant([[1.0, 2.0]]))
print(gt.numpy(), gp.numpy())
gt, gp = grads(tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]))
print(gt.numpy())
print(gp.numpy())
