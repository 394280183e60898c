# mode: modern
# A list Tout gives a list of tensors.
import tensorflow as tf
a, b = tf.py_function(lambda x: (x, x + 1), [tf.constant(1)], [tf.int32, tf.int32])
print(a.numpy(), b.numpy())
