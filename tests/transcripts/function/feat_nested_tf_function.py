import tensorflow as tf

@tf.function
def inner(x):
    print("tracing inner")
    return x * 10

@tf.function
def outer(x):
    print("tracing outer")
    return inner(x) + 1

print(outer(tf.constant(1)))
print(outer(tf.constant(2)))
print(inner(tf.constant(3)))
print(outer.experimental_get_tracing_count(), inner.experimental_get_tracing_count())
