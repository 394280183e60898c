import tensorflow as tf
import sys
x = tf.constant(1)
tf.print("a", x, "b", sep="-", output_stream=sys.stdout)
tf.print("no newline", end="", output_stream=sys.stdout)
tf.print(" then", x, output_stream=sys.stdout)
tf.print(x, x, sep=", ", end="!\n", output_stream=sys.stdout)
tf.print(output_stream=sys.stdout)
