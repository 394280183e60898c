# mode: modern
# tf.math.tan keeps the float64 dtype of its input.
import tensorflow as tf
print(tf.math.tan(tf.constant(0.0, dtype=tf.float64)))
