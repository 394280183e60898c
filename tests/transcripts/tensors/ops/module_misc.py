import tensorflow as tf
print(tf.executing_eagerly())
print(tf.__version__)
print(type(tf.constant(1)))
print(tf.Tensor, tf.Variable)
print(tf.newaxis is None)
print(isinstance(tf.constant(1.0), tf.Tensor), isinstance(1.0, tf.Tensor))
print(tf.constant([1, 2]).device)
tf.compat.set_version("2.x")
print(tf.__version__)
try:
    tf.compat.set_version("1.15")
except ValueError as e:
    print("ValueError:", e)
