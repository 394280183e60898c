import tensorflow as tf
import sys
tf.print(tf.constant(1), output_stream=sys.stdout)
tf.print(tf.constant(1.0), output_stream=sys.stdout)
tf.print(tf.constant(1.1), output_stream=sys.stdout)
tf.print(tf.constant(22.0), output_stream=sys.stdout)
tf.print(tf.constant(1 / 3), output_stream=sys.stdout)
tf.print(tf.constant(0.2046625), output_stream=sys.stdout)
tf.print(tf.constant(1 / 3, dtype=tf.float64), output_stream=sys.stdout)
tf.print(tf.constant(True), output_stream=sys.stdout)
tf.print(tf.constant(2, dtype=tf.uint8), output_stream=sys.stdout)
tf.print(tf.constant(1e20), output_stream=sys.stdout)
