# mode: modern
# tf.strings.format with a lone tensor (docstring).
import tensorflow as tf
tensor = tf.range(5)
print(repr(tf.strings.format("tensor: {}, suffix", tensor)))
