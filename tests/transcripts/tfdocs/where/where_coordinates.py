# mode: modern
# One-argument tf.where gives the coordinates of the True elements (docstring).
import tensorflow as tf
print(tf.where([True, False, False, True]).numpy())
