import tensorflow as tf
@tf.function(autograph=False)
def f(x):
  if x > 0:
    return x
  return -x
f(tf.constant(1))
