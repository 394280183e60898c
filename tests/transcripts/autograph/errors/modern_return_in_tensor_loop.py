import tensorflow as tf
tf.compat.set_version("2.x")
@tf.function
def f(n):
  for i in tf.range(n):
    if i > 2:
      return i
  return n
f(tf.constant(5))
