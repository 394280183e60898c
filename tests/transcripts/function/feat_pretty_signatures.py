import tensorflow as tf

@tf.function
def f(x, n, pair):
    return x * n, pair[0]

f(tf.constant(1.0), 2, [tf.constant(1), tf.constant([1, 2])])
f(tf.constant([1.0]), 3, [tf.constant(1), tf.constant([1, 2])])
print(f.pretty_printed_concrete_signatures())
