import tensorflow as tf
def f(x):
  while x < 100:
    x = x * 2
  return x
g = tf.autograph.to_graph(f)
print(g(3))
print(g(tf.constant(3)))
