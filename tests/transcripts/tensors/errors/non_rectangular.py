import tensorflow as tf
tf.constant([[1, 2], [3]])
