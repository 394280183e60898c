import tensorflow as tf
@tf.function
def f(x):
  k = 0
  while k < 3:
    print('unrolled step', k)
    x = x * 2
    k += 1
  return x
print(f(tf.constant(1)))
print(f(tf.constant(5)))
