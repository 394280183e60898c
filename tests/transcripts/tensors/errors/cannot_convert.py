import tensorflow as tf
tf.constant(1) + 1.5
