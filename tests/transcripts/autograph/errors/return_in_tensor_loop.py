import tensorflow as tf
@tf.function
def f(n):
  for i in tf.range(n):
    if i > 2:
      return i
  return n
f(tf.constant(5))
