# mode: modern
# A matrix prints as nested brackets.
import tensorflow as tf
print(tf.strings.format('m={}', tf.constant([[1, 2], [3, 4]])).numpy())
