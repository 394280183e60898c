# mode: modern
# For a matrix each row of the result is a [row, column] pair.
import tensorflow as tf
print(tf.where([[True, False], [False, True]]))
