import tensorflow as tf
tf.compat.set_version("2.x")
@tf.function
def f(x):
  if x > 0:
    y = x * 2
  tf.print(y)
f(tf.constant(1))
