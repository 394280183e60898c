# mode: modern
# Inverse trigonometric functions at their exact points.
import tensorflow as tf
print(tf.math.asin(0.0))
print(tf.math.acos(1.0))
print(tf.math.atan(0.0))
