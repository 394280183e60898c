import tensorflow as tf
import sys
tf.print(tf.constant([[True, False], [False, True]]), output_stream=sys.stdout)
tf.print(tf.constant([0.1, 0.25, 1e-7, 123456789.0]), output_stream=sys.stdout)
tf.print(tf.constant([0.1, 2.0], dtype=tf.float64), output_stream=sys.stdout)
tf.print(tf.constant([1, 2], dtype=tf.int64), tf.constant(-5, dtype=tf.int8), output_stream=sys.stdout)
tf.print("value:", tf.constant(3.5), "done", output_stream=sys.stdout)
