import tensorflow as tf

@tf.function
def f(n):
    print("tracing n =", n)
    return tf.constant(n) * 2

for n in [1, 2, 3, 2, 1]:
    print(f(n).numpy())
print(f.experimental_get_tracing_count())
