import tensorflow as tf

@tf.function
def f(xs):
    print("tracing with", xs)
    return xs[0] - xs[1]

print(f([1, 2]))
print(f([2, 1]))
print(f([1, 2]))
print(f([1, 2, 3]))
print(f.experimental_get_tracing_count())
