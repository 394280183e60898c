import tensorflow as tf

@tf.function
def f(x, y):
    print("tracing with y =", y)
    if y is None:
        return x
    return x + y

print(f(tf.constant(1), None))
print(f(tf.constant(2), None))
print(f(tf.constant(2), 0))
print(f.experimental_get_tracing_count())
