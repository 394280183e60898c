# mode: modern
# A scalar string joins with every element.
import tensorflow as tf
print(tf.strings.join([tf.constant(['a', 'b']), 'x']).numpy())
