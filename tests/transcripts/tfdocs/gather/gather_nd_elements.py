# mode: modern
# tf.gather_nd with full index rows gathers elements (docstring).
import tensorflow as tf
print(tf.gather_nd(indices=[[0, 0], [1, 1]], params=[['a', 'b'], ['c', 'd']]).numpy())
