import tensorflow as tf
@tf.function
def table(n):
  total = 0
  for i in tf.range(n):
    for j in tf.range(i):
      total = total + i * j
  return total
print(table(tf.constant(5)))
