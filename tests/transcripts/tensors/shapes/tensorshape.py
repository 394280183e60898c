import tensorflow as tf
t = tf.constant([[1, 2, 3], [4, 5, 6]])
s = t.shape
print(s)
print(repr(s))
print(s.as_list(), s.rank, s.ndims, len(s))
print(s[0], s[-1], s[1:])
print(list(s), s == [2, 3], s == (3, 2), s.num_elements())
print(tf.constant(1).shape, tf.constant([1]).shape, repr(tf.constant(1).shape))
print(t.get_shape(), tf.TensorShape([None, 3]), repr(tf.TensorShape([None, 3])))
print(tf.TensorShape(None), repr(tf.TensorShape(None)))
print(tf.TensorShape([None, 3]).is_fully_defined(), s.is_fully_defined())
print(tf.TensorShape([None, 3]).is_compatible_with([5, 3]))
