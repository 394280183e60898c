import tensorflow as tf
t = tf.constant([1, 2])
print(tf.convert_to_tensor(t) is t)
print(tf.convert_to_tensor(3.0))
print(tf.convert_to_tensor([1, 2], dtype=tf.float32))
print(tf.convert_to_tensor(1, dtype_hint=tf.float32))
print(tf.convert_to_tensor(1.5, dtype_hint=tf.int32))
print(isinstance(t, tf.Tensor), type(t).__name__)
