import tensorflow as tf

@tf.function
def f(x):
    print("tracing", x)
    return x

f(tf.constant([2.0]))
f(tf.constant([2.0, 3.0]))
f(tf.constant([[2.0]]))
f(tf.constant([5.0]))
f(tf.constant([5.0, 6.0]))
print(f.experimental_get_tracing_count())
