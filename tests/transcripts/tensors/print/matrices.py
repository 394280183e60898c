import tensorflow as tf
import sys
tf.print("TF-PRINT: ", tf.constant([[22., 22.], [23., 13.]]), output_stream=sys.stdout)
tf.print(tf.constant([1, 2, 3]), output_stream=sys.stdout)
tf.print(tf.reshape(tf.range(8), [2, 2, 2]), output_stream=sys.stdout)
tf.print(tf.constant([True, False]), output_stream=sys.stdout)
