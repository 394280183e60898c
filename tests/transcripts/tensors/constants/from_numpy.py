import tensorflow as tf
import numpy as np
a = np.array([1.0, 2.0])
t = tf.constant(a)
print(t)
print(tf.constant(np.array([[1, 2]], dtype=np.int32)))
print(tf.constant(np.float32(2.5)))
print(tf.convert_to_tensor(np.arange(3)))
print(tf.constant(a, dtype=tf.float32))
