import tensorflow as tf
import sys
@tf.function
def f(x, y):
  if x > 0 and y > 0:
    tf.print('both positive', output_stream=sys.stdout)
  elif x > 0 or y > 0:
    tf.print('one positive', output_stream=sys.stdout)
  if not x > 0:
    tf.print('x not positive', output_stream=sys.stdout)
f(tf.constant(1), tf.constant(2))
f(tf.constant(1), tf.constant(-2))
f(tf.constant(-1), tf.constant(-2))

@tf.function
def lazy(x):
  # The Python left operand decides without evaluating the right one.
  return False and x.no_such_attribute
print(lazy(tf.constant(1)))
