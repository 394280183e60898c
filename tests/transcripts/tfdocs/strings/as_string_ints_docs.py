# mode: modern
# tf.strings.as_string of integers (docstring).
import tensorflow as tf
print(tf.strings.as_string([3, 2]).numpy())
