# mode: modern
# out_type=tf.int32 parses integers (docstring).
import tensorflow as tf
print(repr(tf.strings.to_number('3', tf.int32)))
