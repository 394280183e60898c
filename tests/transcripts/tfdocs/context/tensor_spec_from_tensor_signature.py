# mode: modern
# A spec from a tensor serves as an input_signature.
import tensorflow as tf
t = tf.constant([1, 2, 3])

@tf.function(input_signature=[tf.TensorSpec.from_tensor(t)])
def f(x):
    return x * 2

print(f(t))
