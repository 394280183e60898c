import tensorflow as tf
p = tf.constant([True, True, False, False])
q = tf.constant([True, False, True, False])
print(tf.logical_and(p, q))
print(tf.logical_or(p, q))
print(tf.logical_not(p))
print(p & q, p | q, ~p)
print(tf.math.logical_and(True, p))
