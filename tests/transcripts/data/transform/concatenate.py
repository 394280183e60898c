# mode: modern
import tensorflow as tf

# concatenate: the first dataset's elements, then the second's; shapes that
# differ become None in element_spec; unknown cardinality wins over infinite.
a = tf.data.Dataset.range(3)
b = tf.data.Dataset.range(10, 12)
c = a.concatenate(b)
print(c)
print(c.cardinality().numpy())
print(list(c.as_numpy_iterator()))
x = tf.data.Dataset.from_tensor_slices([[1, 2], [3, 4]])
y = tf.data.Dataset.from_tensors([5, 6, 7])
print(x.concatenate(y).element_spec)
print([e.tolist() for e in x.concatenate(y).as_numpy_iterator()])
print(a.repeat().concatenate(b).cardinality().numpy())
print(a.filter(lambda v: v > 0).concatenate(a.repeat()).cardinality().numpy())
