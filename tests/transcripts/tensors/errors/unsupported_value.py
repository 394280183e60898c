import tensorflow as tf
tf.constant({"a": 1})
