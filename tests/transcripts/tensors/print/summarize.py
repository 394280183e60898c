import tensorflow as tf
import sys
tf.print(tf.range(10), output_stream=sys.stdout)
tf.print(tf.range(6), output_stream=sys.stdout)
tf.print(tf.range(7), output_stream=sys.stdout)
tf.print(tf.reshape(tf.range(100), [10, 10]), output_stream=sys.stdout)
tf.print(tf.range(10), summarize=-1, output_stream=sys.stdout)
tf.print(tf.range(10), summarize=1, output_stream=sys.stdout)
