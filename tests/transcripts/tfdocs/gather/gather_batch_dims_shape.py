# mode: modern
# The tf.gather docstring's shape rule with batch_dims: params.shape[:axis] +
# indices.shape[batch_dims:] + params.shape[axis + 1:].
import tensorflow as tf
params = tf.random.normal(shape=(5, 6, 7, 8))
indices = tf.random.uniform(shape=(5, 10), maxval=7, dtype=tf.int32)
result = tf.gather(params, indices, axis=2, batch_dims=1)
print(result.shape.as_list())
print(bool(tf.reduce_all(result[2, 3, 4] == params[2, 3, indices[2, 4]])))
