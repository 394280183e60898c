# mode: modern
# The tf.gather docstring's batch_dims example: with batch_dims=1 each row of
# params is gathered by the matching row of indices, eagerly and in a graph.
import tensorflow as tf
params = tf.constant([
    [0, 0, 1, 0, 2],
    [3, 0, 0, 0, 4],
    [0, 5, 0, 6, 0]])
indices = tf.constant([
    [2, 4],
    [0, 4],
    [1, 3]])
print(tf.gather(params, indices, axis=1, batch_dims=1).numpy())
print(tf.gather(params, indices, batch_dims=1).numpy())

@tf.function
def f(p, i):
    return tf.gather(p, i, axis=1, batch_dims=-1)

print(f(params, indices))
