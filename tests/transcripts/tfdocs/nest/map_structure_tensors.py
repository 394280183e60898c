# mode: modern
# map_structure applies a tf op to each tensor of a structure.
import tensorflow as tf
s = {"w": tf.constant([1.0, 2.0]), "b": (tf.constant(3.0), tf.constant(4.0))}
print(tf.nest.map_structure(lambda t: t * 2, s))
