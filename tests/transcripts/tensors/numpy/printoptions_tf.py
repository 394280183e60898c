# mode: modern
# TF prints a tensor's value with numpy: np.set_printoptions applies to it.
import numpy as np
import tensorflow as tf

t = tf.constant([1.23456, 2.5, 0.0001])
print(t)
np.set_printoptions(precision=3, suppress=True)
print(t)
print(repr(t))
np.set_printoptions(threshold=4)
print(tf.range(10))
