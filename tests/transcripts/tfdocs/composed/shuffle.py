# mode: modern
# tf.random.shuffle permutes the first dimension; a scalar passes through.
import tensorflow as tf
tf.random.set_seed(3)
s = tf.random.shuffle(tf.range(10))
print(s.shape, sorted(s.numpy().tolist()))
m = tf.random.shuffle(tf.constant([[1, 2], [3, 4], [5, 6]]))
print(sorted([row.tolist() for row in m.numpy()]))
print(tf.random.shuffle(tf.constant(7)))
