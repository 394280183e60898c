# mode: modern
# Arrays and tensors pack as atoms (docstring).
import tensorflow as tf
import numpy as np
print(tf.nest.pack_sequence_as(['a'], [np.array([[1, 2], [3, 4]])]))
print(tf.nest.pack_sequence_as(['a'], [tf.constant([[1., 2., 3.], [4., 5., 6.]])]))
print(tf.nest.pack_sequence_as("atom", [5]))
