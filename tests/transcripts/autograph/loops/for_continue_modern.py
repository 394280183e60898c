import tensorflow as tf
tf.compat.set_version("2.x")
@tf.function
def evens(n):
  t = 0
  for i in tf.range(n):
    if i % 2 == 1:
      continue
    t += i
  return t
print(evens(tf.constant(10)))
