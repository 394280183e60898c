import tensorflow as tf
@tf.function(input_signature=(tf.TensorSpec(shape=[None], dtype=tf.int32),))
def next_collatz(x):
  print("Tracing with", x)
  return tf.where(x % 2 == 0, x // 2, 3 * x + 1)

print(next_collatz(tf.constant([1, 2])))
print(next_collatz(tf.constant([1, 2, 3])))
next_collatz(tf.constant([[1, 2], [3, 4]]))
