import tensorflow as tf
tf.compat.set_version("2.x")
@tf.function
def f(n):
  for i in tf.range(n):
    z = i
  return z
f(tf.constant(3))
