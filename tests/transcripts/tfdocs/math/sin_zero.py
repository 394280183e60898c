# mode: modern
# tf.math.sin of zeros is zeros (float32).
import tensorflow as tf
print(tf.math.sin([0.0, 0.0]))
