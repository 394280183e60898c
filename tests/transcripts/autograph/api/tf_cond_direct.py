import tensorflow as tf
print(tf.cond(tf.constant(True), lambda: tf.constant(1), lambda: tf.constant(2)))
print(tf.cond(False, lambda: 1, lambda: 2))

@tf.function
def pick(p, a, b):
  return tf.cond(p, lambda: a * 10, lambda: b - 1)
print(pick(tf.constant(True), tf.constant(3), tf.constant(4)))
print(pick(tf.constant(False), tf.constant(3), tf.constant(4)))

@tf.function
def both(x):
  return tf.cond(x > 0, lambda: (x, x + 1), lambda: (-x, x - 1))
print(both(tf.constant(5)))
print(both(tf.constant(-5)))
