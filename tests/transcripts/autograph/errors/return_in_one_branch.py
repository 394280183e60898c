import tensorflow as tf
@tf.function
def f(x):
  if x > 0:
    return 1
f(tf.constant(1))
