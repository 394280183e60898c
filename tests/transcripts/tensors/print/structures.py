import tensorflow as tf
import sys
x = tf.constant([1, 2])
tf.print([x, 3], output_stream=sys.stdout)
tf.print({"b": x, "a": 1.5}, output_stream=sys.stdout)
tf.print((x,), None, True, 2.5, output_stream=sys.stdout)
tf.print(["s", x], output_stream=sys.stdout)
tf.print(list(range(30)), output_stream=sys.stdout)
