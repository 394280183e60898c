import tensorflow as tf
tf.compat.set_version("2.x")
a = tf.constant(1)
b = tf.constant(1)
print(a == b, a != b)
print(tf.constant([1, 2]) == tf.constant([1, 3]))
print(tf.constant([1, 2]) == tf.constant([1, 2, 3]))
print(tf.constant([1, 2]) != tf.constant([1, 2, 3]))
print(a == None, a != None)
print(tf.compat.get_version(), tf.__version__)
try:
    hash(a)
except TypeError as e:
    print("TypeError:", e)
try:
    {tf.Variable(1)}
except TypeError as e:
    print("TypeError:", e)
tf.compat.set_version("2.0")
print(a == b)
