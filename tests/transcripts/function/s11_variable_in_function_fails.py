import tensorflow as tf

@tf.function
def f(x):
  v = tf.Variable(1.0)
  return v

f(1.0)
