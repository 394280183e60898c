import tensorflow as tf
@tf.function
def f():
  s = tf.constant(0)
  for t in (tf.constant(1), tf.constant(2), tf.constant(3)):
    print('unrolled', t)
    s = s + t
  return s
print(f())
