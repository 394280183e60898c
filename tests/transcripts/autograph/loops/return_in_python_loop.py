import tensorflow as tf
@tf.function
def f(x):
  for i in range(5):
    if i == 3:
      return x + i
  return x
print(f(tf.constant(10)))
