# mode: modern
# multiples must have one entry per dimension.
import tensorflow as tf
tf.tile([1, 2], [1, 2])
