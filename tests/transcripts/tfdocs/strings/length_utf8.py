# mode: modern
# unit='UTF8_CHAR' counts characters (docstring).
import tensorflow as tf
strings = tf.constant(['Hello', 'TensorFlow', '\U0001F642'])
print(tf.strings.length(strings, unit="UTF8_CHAR").numpy())
