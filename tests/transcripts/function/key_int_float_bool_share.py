import tensorflow as tf

@tf.function
def f(x):
    print("tracing with", x)
    return x

print(f(1))
print(f(1.0))
print(f(True))
print(f.experimental_get_tracing_count())
