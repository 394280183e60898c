import tensorflow as tf
@tf.function
def f(x):
  if x > 0:
    y = x * 2
  tf.print(y)
f(tf.constant(1))
