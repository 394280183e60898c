# mode: modern
# tf.TensorSpec.from_tensor takes the tensor's shape and dtype (docstring).
import tensorflow as tf
t = tf.constant([[1, 2, 3], [4, 5, 6]])
print(tf.TensorSpec.from_tensor(t))
