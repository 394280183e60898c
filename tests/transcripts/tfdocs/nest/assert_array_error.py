# mode: modern
# A numpy array is an atom, so it does not match a list (docstring).
import tensorflow as tf
import numpy as np
tf.nest.assert_same_structure([0, 1], np.array([0, 1]))
