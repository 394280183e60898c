import tensorflow as tf
print(tf.constant([4, 1]))
print(tf.constant([1., 2.]))
print(tf.constant([1.1, 2, 3]))
print(tf.constant([True, False, True]))
print(tf.constant(["a", "bc"]))
print(tf.constant([]))
print(tf.constant((1, 2, 3)))
