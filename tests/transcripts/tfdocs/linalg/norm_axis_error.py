# mode: modern
# More than two norm axes is a ValueError.
import tensorflow as tf
tf.norm([[1.]], axis=[0, 1, 2])
