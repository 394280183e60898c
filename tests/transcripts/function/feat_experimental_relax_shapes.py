import tensorflow as tf

@tf.function(experimental_relax_shapes=True)
def f(x):
    print("tracing", x)
    return x * 2

for n in range(1, 5):
    f(tf.ones([n, 2]))
print(f.experimental_get_tracing_count())
