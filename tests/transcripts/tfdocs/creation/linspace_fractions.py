# mode: modern
# Evenly spaced values with both ends included.
import tensorflow as tf
print(tf.linspace(0.0, 1.0, 5).numpy())
