import tensorflow as tf
s = tf.TensorSpec(shape=[None], dtype=tf.int32)
print(s)
print(s.shape, s.dtype, s.name)
print(tf.TensorSpec([2, 2], tf.float32, name="x"))
print(tf.TensorSpec(shape=(), dtype=tf.string))
print(s == tf.TensorSpec([None], tf.int32), s == tf.TensorSpec([3], tf.int32))
print(s.is_compatible_with(tf.constant([1, 2, 3])), s.is_compatible_with(tf.constant([1.0])))
print(tf.TensorSpec(None).shape)
