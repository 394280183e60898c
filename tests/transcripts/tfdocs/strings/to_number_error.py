# mode: modern
# A string that is not a number is an InvalidArgumentError.
import tensorflow as tf
tf.strings.to_number('abc')
