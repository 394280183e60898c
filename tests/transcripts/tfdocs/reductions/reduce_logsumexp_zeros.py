# mode: modern
# logsumexp of n zeros is log(n).
import tensorflow as tf
x = tf.constant([[0., 0., 0.], [0., 0., 0.]])
print(tf.math.reduce_logsumexp(x, 1).numpy()[0] == tf.math.log(3.0).numpy())
print(tf.reduce_logsumexp(x).shape)
