# mode: modern
# A [2, 1] column broadcasts along the columns.
import tensorflow as tf
print(tf.broadcast_to([[1], [2]], [2, 3]).numpy())
