import tensorflow as tf
a = tf.constant(1)
b = tf.constant(1)
print(a == b, a != b)
print(a == a, a != a)
print(tf.constant([1, 2]) == [1, 2])
s = {a, b}
print(len(s))
print(tf.compat.get_version())
