# mode: modern
# tf.math.cos(0) is 1; tf.cos is the same function.
import tensorflow as tf
print(tf.math.cos(0.0))
print(tf.cos is tf.math.cos)
