# mode: modern
# tf.gather_nd with shorter index rows gathers slices (docstring).
import tensorflow as tf
print(tf.gather_nd(indices=[[1], [0]], params=[['a', 'b'], ['c', 'd']]).numpy())
