import tensorflow as tf
def f(n):
  s = 0
  for i in tf.range(n):
    if i > 5:
      break
    if i % 2 == 0:
      continue
    s += i
  return s
print(tf.autograph.to_code(f), end='')
