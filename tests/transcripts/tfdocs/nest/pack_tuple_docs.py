# mode: modern
# pack_sequence_as rebuilds nested tuples (docstring).
import tensorflow as tf
structure = (('a', 'b'), ('c', 'd', 'e'), 'f')
print(tf.nest.pack_sequence_as(structure, [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]))
