import tensorflow as tf

@tf.function
def f(x):
    print("python side", x)
    return x + 1

print(f.python_function(tf.constant(1)))
print(f.python_function(tf.constant(1)))
print(f(tf.constant(1)))
print(f(tf.constant(1)))
print(f.__name__, f.experimental_get_tracing_count())
