import tensorflow as tf

offset = tf.constant(1)

@tf.function
def f(x):
    return x + offset

print(f(tf.constant(1)))
offset = tf.constant(50)  # not part of the key: the graph keeps the traced value
print(f(tf.constant(1)))
print(f.experimental_get_tracing_count())
