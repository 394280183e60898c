# mode: modern
# An unknown mode is a ValueError.
import tensorflow as tf
tf.pad([1, 2], [[1, 1]], mode='wrap')
