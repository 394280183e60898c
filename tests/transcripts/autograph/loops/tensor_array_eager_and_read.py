import tensorflow as tf
ta = tf.TensorArray(tf.float32, size=3)
ta = ta.write(0, 10.0)
ta = ta.write(1, 20.0)
ta = ta.write(2, 30.0)
print(ta.read(1))
print(ta.stack())
print(ta.size())

@tf.function
def squares(n):
  ta = tf.TensorArray(tf.float32, size=0, dynamic_size=True)
  for i in tf.range(n):
    ta = ta.write(i, tf.cast(i * i, tf.float32))
  return ta.stack(), ta.read(2), ta.size()
print(squares(tf.constant(4)))

@tf.function
def rows(m):
  ta = tf.TensorArray(tf.int32, size=0, dynamic_size=True)
  for r in m:
    ta = ta.write(ta.size(), r * 2)
  return ta.stack()
print(rows(tf.constant([[1, 2], [3, 4], [5, 6]])))
