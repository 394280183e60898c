import tensorflow as tf

# Shapes built from graph tensors: fill's dims, reshape's shape with
# tf.shape(t)[0] for an unknown batch dimension.
@tf.function
def repeat(n):
    return tf.fill([n], n)


@tf.function(input_signature=[tf.TensorSpec([None, 2, 3], tf.float32)])
def flatten(t):
    return tf.reshape(t, [tf.shape(t)[0], -1])


print(repeat(tf.constant(3)))
print(repeat(tf.constant(1)))
print(flatten(tf.ones([1, 2, 3])))
print(flatten(tf.ones([2, 2, 3])).shape)
