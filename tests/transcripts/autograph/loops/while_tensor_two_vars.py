import tensorflow as tf
@tf.function
def collatz(n):
  steps = tf.constant(0)
  while n > 1:
    if tf.equal(n % 2, 0):
      n = n // 2
    else:
      n = 3 * n + 1
    steps = steps + 1
  return steps
print(collatz(tf.constant(6)), collatz(tf.constant(27)))
