# mode: modern
# An unknown direction is a ValueError.
import tensorflow as tf
try:
    tf.sort([1, 2], direction='UP')
except ValueError:
    print('ValueError')
