# mode: modern
# The length of a scalar string is an int32 scalar.
import tensorflow as tf
print(tf.strings.length('abc'))
