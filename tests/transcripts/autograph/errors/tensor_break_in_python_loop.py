import tensorflow as tf
@tf.function
def f(x):
  for i in range(3):
    if i > x:
      break
  return x
f(tf.constant(0))
