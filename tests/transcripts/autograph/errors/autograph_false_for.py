import tensorflow as tf
@tf.function(autograph=False)
def f(x):
  for v in x:
    tf.print(v)
f(tf.constant([1, 2]))
