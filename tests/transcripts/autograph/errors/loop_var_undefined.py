import tensorflow as tf
@tf.function
def f(n):
  for i in tf.range(n):
    z = i
  return z
f(tf.constant(3))
