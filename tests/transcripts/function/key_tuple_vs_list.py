import tensorflow as tf

@tf.function
def f(p):
    print("tracing", type(p).__name__)
    return p[0] + p[1]

print(f((1, 2)))
print(f([1, 2]))
print(f((1, 2)))
print(f.experimental_get_tracing_count())
