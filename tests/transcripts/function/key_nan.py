import tensorflow as tf

@tf.function
def f(x):
    print("tracing with", x)
    return tf.constant(x)

print(f(float("nan")))
print(f(float("nan")))
print(f(float("inf")))
print(f.experimental_get_tracing_count())
