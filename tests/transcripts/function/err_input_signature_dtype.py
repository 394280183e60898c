import tensorflow as tf

@tf.function(input_signature=[tf.TensorSpec(shape=[], dtype=tf.int32)])
def f(x):
    return x + 1

print(f(2))
print(f(tf.constant(3)))
f(tf.constant(1.5))
