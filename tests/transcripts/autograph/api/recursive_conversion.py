import tensorflow as tf
def clip(v):
  if v > 10:
    v = tf.constant(10)
  return v

def total(n):
  s = tf.constant(0)
  for i in tf.range(n):
    s = s + clip(i * 3)
  return s

@tf.function
def f(n):
  print('tracing f')
  return total(n)
print(f(tf.constant(6)))
