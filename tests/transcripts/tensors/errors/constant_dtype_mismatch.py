import tensorflow as tf
tf.constant(tf.constant(1.5), dtype=tf.int32)
