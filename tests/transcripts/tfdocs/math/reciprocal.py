# mode: modern
# tf.math.reciprocal is 1 / x.
import tensorflow as tf
print(tf.math.reciprocal([2.0, 4.0]))
