import tensorflow as tf
@tf.function
def f(n):
  x = tf.constant([1])
  for i in tf.range(n):
    x = tf.concat([x, x], 0)
  return x
f(tf.constant(3))
