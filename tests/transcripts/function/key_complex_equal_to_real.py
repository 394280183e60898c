import tensorflow as tf

@tf.function
def f(x):
    print("tracing with", x)
    return x

print(f(2))
print(f(complex(2, 0)))
print(f(2.0))
print(f(complex(2, 1)))
print(f.experimental_get_tracing_count())
