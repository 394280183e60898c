# mode: modern
# float64 bounds give float64 values.
import tensorflow as tf
print(tf.linspace(tf.constant(0.0, tf.float64), 1.0, 3))
