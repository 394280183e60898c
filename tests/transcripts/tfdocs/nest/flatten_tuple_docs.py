# mode: modern
# A nested tuple flattens depth first (docstring).
import tensorflow as tf
print(tf.nest.flatten(((1.0, 2.0), (3.0, 4.0, 5.0), 6.0)))
