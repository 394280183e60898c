# mode: modern
# tf.strings.join concatenates (docstring).
import tensorflow as tf
print(tf.strings.join(['abc', 'def']).numpy())
