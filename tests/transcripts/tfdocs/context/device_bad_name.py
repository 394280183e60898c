# mode: modern
# A name that is not a device spec is a ValueError.
import tensorflow as tf
tf.device('foo')
