import tensorflow as tf
i = tf.constant(0)
c = lambda i: tf.less(i, 10)
b = lambda i: tf.add(i, 1)
print(tf.while_loop(c, b, [i]))

@tf.function
def sum_to(n):
  return tf.while_loop(lambda i, s: i <= n, lambda i, s: (i + 1, s + i), (tf.constant(0), tf.constant(0)))
print(sum_to(tf.constant(10)))
