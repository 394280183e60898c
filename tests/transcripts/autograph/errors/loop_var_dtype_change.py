import tensorflow as tf
@tf.function
def f(n):
  x = tf.constant(0)
  for i in tf.range(n):
    x = tf.cast(x, tf.float32) + 1.0
  return x
f(tf.constant(3))
