import tensorflow as tf

@tf.function(input_signature=[tf.TensorSpec([None, 3], tf.float32)])
def f(x):
    y = x + 1.0
    print(str(y))
    print(repr(y))
    print(y.name, y.op.name, y.op.type, y.shape, y.dtype, y.shape[1])
    print(x.shape.as_list() if hasattr(x.shape, "as_list") else x.shape)
    print(tf.executing_eagerly())
    print(isinstance(y, tf.Tensor))
    return y

print(tf.executing_eagerly())
print(f(tf.zeros([2, 3])))
