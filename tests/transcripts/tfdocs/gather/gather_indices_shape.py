# mode: modern
# The result's shape is params.shape[:axis] + indices.shape + params.shape[axis + 1:].
import tensorflow as tf
params = tf.zeros([4, 5, 6])
print(tf.gather(params, [[0, 1], [2, 3], [1, 0]], axis=1).shape)
