# mode: modern
# tf.math.is_finite is False for inf and nan.
import tensorflow as tf
print(tf.math.is_finite([1.0, float('inf'), float('nan')]))
