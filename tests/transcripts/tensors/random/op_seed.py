import tensorflow as tf
a = tf.random.uniform([4], seed=5)
b = tf.random.uniform([4], seed=5)
print(a.numpy().tolist() == b.numpy().tolist())
tf.random.set_seed(3)
c = tf.random.normal([2], seed=1)
tf.random.set_seed(3)
d = tf.random.normal([2], seed=1)
print(c.numpy().tolist() == d.numpy().tolist())
