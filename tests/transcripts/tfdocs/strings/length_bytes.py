# mode: modern
# tf.strings.length counts bytes by default (docstring).
import tensorflow as tf
strings = tf.constant(['Hello', 'TensorFlow', '\U0001F642'])
print(tf.strings.length(strings).numpy())
