# mode: modern
# constant_values pads with another value.
import tensorflow as tf
print(tf.pad([1, 2], [[1, 1]], constant_values=9))
