import tensorflow as tf

@tf.function
def f(x, scale=2, *, shift=0):
    print("tracing scale", scale, "shift", shift)
    return x * scale + shift

x = tf.constant(1)
print(f(x))
print(f(x, 2))
print(f(x, scale=2))
print(f(scale=2, x=x))
print(f(x, shift=0))
print(f(x, shift=5))
print(f.experimental_get_tracing_count())
