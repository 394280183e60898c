import tensorflow as tf
t = tf.constant([1., 2., 4.])
print(1 + t)
print(10 - t)
print(2 * t)
print(1 / t)
print(9 // t)
print(5 % t)
print(2 ** t)
