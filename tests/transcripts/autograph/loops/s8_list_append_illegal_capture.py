import tensorflow as tf
@tf.function
def f(n):
  l = []
  for i in tf.range(n):
    l.append(i)  # Error -- illegal tensor capture!
  return tf.stack(l)
f(tf.constant(3))
