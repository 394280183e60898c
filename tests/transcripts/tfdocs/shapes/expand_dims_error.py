# mode: modern
# An axis beyond rank + 1 is an InvalidArgumentError.
import tensorflow as tf
tf.expand_dims(tf.zeros([2, 3]), 3)
