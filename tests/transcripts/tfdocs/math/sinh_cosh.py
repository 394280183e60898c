# mode: modern
# Hyperbolic sine and cosine at zero.
import tensorflow as tf
print(tf.math.sinh([0.0]))
print(tf.math.cosh([0.0]))
