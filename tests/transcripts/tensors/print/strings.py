import tensorflow as tf
import sys
tf.print(tf.constant("hello"), output_stream=sys.stdout)
tf.print("a", tf.constant("b"), output_stream=sys.stdout)
tf.print(tf.constant(["a", "b"]), output_stream=sys.stdout)
tf.print("plain", "words", output_stream=sys.stdout)
