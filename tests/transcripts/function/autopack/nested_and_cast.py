import tensorflow as tf

# Nested lists pack level by level; Python numbers become constants of the
# tensors' dtype, and a requested dtype casts the tensors.
@tf.function
def f(x):
    m = tf.convert_to_tensor([[x, 0], [1, x]])
    y = tf.convert_to_tensor([x, 2], dtype=tf.float32)
    return m, y


m, y = f(tf.constant(5))
print(m)
print(y)
