import tensorflow as tf

@tf.function
def square(x):
    print("tracing")
    return x * x

for v in [1.0, 2.0, 3.0, -4.5]:
    print(square(tf.constant(v)).numpy())
print(square.experimental_get_tracing_count())
