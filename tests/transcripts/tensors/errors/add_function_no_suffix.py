import tensorflow as tf
tf.add(tf.constant([1.0]), tf.constant([2]))
