# mode: modern
# k larger than the last dimension is an InvalidArgumentError.
import tensorflow as tf
tf.math.top_k([1, 2], 3)
