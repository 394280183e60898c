import tensorflow as tf
tf.reshape(tf.range(6), [4, 2])
