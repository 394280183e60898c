import tensorflow as tf

@tf.function(input_signature=[tf.TensorSpec(shape=[], dtype=tf.float32)])
def half(x):
    print("tracing", x)
    return x / 2

print(half(3))
print(half(5.0))
print(half(tf.constant(9.0)))
print(half.experimental_get_tracing_count())
print(half.input_signature)
