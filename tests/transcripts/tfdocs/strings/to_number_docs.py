# mode: modern
# tf.strings.to_number parses floats by default (docstring).
import tensorflow as tf
print(repr(tf.strings.to_number('1.55')))
