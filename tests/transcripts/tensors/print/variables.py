import tensorflow as tf
import sys
v = tf.Variable([1.5, 2.5])
tf.print(v, output_stream=sys.stdout)
tf.print("v =", v, output_stream=sys.stdout)
