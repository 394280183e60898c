import tensorflow as tf
import sys
@tf.function
def f():
  for i in tf.constant(((1, 2), (3, 4))):
    print('traced once')
    tf.print('iteration:', i, output_stream=sys.stdout)
f()
f()
