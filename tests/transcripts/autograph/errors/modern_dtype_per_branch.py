import tensorflow as tf
tf.compat.set_version("2.x")
@tf.function
def f(x):
  if x > 0:
    y = 1
  else:
    y = 2.0
  return y
f(tf.constant(1))
