import tensorflow as tf
x = tf.constant([-1.5, -0.5, 0.5, 1.5, 2.5, 2.7])
print(tf.round(x))
print(tf.floor(x))
print(tf.math.ceil(x))
print(tf.round(tf.constant([1, 2])))
