import tensorflow as tf
tf.compat.set_version("2.x")
@tf.function
def f(x):
  if x > 0:
    return 1
f(tf.constant(1))
