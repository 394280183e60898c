import tensorflow as tf

tf.compat.v1.placeholder(tf.float32, shape=[2])
