import tensorflow as tf
a = tf.constant(1)
b = tf.constant(1)
if a == b:
    print("a == b")
else:
    print("a != b (identity in TF 2.0)")
tf.compat.set_version("2.x")
if a == b:
    print("a == b (elementwise in modern TF)")
