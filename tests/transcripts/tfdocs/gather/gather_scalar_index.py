# mode: modern
# tf.gather with a scalar index, as params[3] (docstring).
import tensorflow as tf
params = tf.constant(['p0', 'p1', 'p2', 'p3', 'p4', 'p5'])
print(params[3].numpy())
print(tf.gather(params, 3).numpy())
