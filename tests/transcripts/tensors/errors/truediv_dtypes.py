import tensorflow as tf
tf.constant(1.0) / tf.constant(2)
