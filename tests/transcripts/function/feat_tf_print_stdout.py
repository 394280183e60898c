import sys
import tensorflow as tf

@tf.function
def f(x):
    print("trace", x.shape)
    tf.print("to stdout:", x, output_stream=sys.stdout)
    tf.print("to stderr:", x)

f(tf.range(10))
