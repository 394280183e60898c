# mode: modern
# Shapes that do not broadcast are an InvalidArgumentError.
import tensorflow as tf
tf.broadcast_to([1, 2, 3], [2, 2])
