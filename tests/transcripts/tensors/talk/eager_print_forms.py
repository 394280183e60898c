import tensorflow as tf
print(tf.constant(1))
print(tf.constant(2.2))
print(tf.constant("aa"))
print(tf.constant([4, 1]))
print(tf.constant([1., 2.]))
print(tf.Variable(3))
print(tf.constant((1+2j)))
