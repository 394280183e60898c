import tensorflow as tf
tf.compat.set_version("2.x")
@tf.function(autograph=False)
def f(x):
  if x > 0:
    return x
  return -x
f(tf.constant(1))
