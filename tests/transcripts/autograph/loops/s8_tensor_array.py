import tensorflow as tf
@tf.function
def f(n):
  l = tf.TensorArray(tf.int32, size=0, dynamic_size=True)
  for i in tf.range(n):
    l = l.write(l.size(), i)  # Okay
  return l.stack()
print(f(tf.constant(10)))
print(f(tf.constant(3)))
