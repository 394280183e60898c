import tensorflow as tf
t = tf.constant([[1, 2], [3, 4], [5, 6]])
for row in t:
    print(row)
print(len(t))
print([int(x) for x in tf.constant([7, 8, 9])])
a, b = tf.constant([10, 20])
print(a, b)
print(list(tf.constant([1., 2.])))
