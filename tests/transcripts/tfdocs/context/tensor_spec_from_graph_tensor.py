# mode: modern
# For a graph tensor the spec is named after its op.
import tensorflow as tf
@tf.function
def f(x):
    print(tf.TensorSpec.from_tensor(x * 2))
    return x

f(tf.constant([1.0, 2.0]))
