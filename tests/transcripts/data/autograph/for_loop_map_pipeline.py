# mode: modern
import sys
import tensorflow as tf
# A pipeline built inside the function: map and filter run as the graph reads elements.
@tf.function
def evens():
    ds = tf.data.Dataset.range(8).filter(lambda x: x % 2 == 0).map(lambda x: x * 10)
    for x in ds:
        tf.print(x, output_stream=sys.stdout)
evens()
