# mode: modern
# An index out of range is an InvalidArgumentError on CPU.
import tensorflow as tf
tf.gather([1, 2, 3], [0, 5])
