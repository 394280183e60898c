# mode: modern
# tf.gather with a list of indices (docstring).
import tensorflow as tf
params = tf.constant(['p0', 'p1', 'p2', 'p3', 'p4', 'p5'])
print(tf.gather(params, [2, 0, 2, 5]).numpy())
