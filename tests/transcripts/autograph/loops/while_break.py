import tensorflow as tf
@tf.function
def f(n):
  x = 0
  i = 0
  while i < n:
    x = x + i
    if x > 10:
      break
    i += 1
  return x, i
print(f(tf.constant(100)))
print(f(tf.constant(3)))
