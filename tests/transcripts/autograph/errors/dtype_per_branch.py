import tensorflow as tf
@tf.function
def f(x):
  if x > 0:
    y = 1
  else:
    y = 2.0
  return y
f(tf.constant(1))
