import tensorflow as tf
print(tf.constant(1))
print(tf.constant(2.2))
print(tf.constant(True))
print(tf.constant("aa"))
print(tf.constant(1+2j))
print(tf.constant(-0.5))
print(tf.constant(1e20))
print(tf.constant(2**40))
