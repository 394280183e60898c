import tensorflow as tf
v = tf.Variable(3)
print(v)
print(repr(v))
print(tf.Variable(12.))
print(tf.Variable([[1., 2.], [3., 4.]]))
print(tf.Variable([1, 2, 3], name="counts"))
print(tf.Variable("hello"))
