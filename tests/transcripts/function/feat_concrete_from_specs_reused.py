# mode: modern
import tensorflow as tf

@tf.function
def f(x):
    print("tracing", x)
    return x + 1

f.get_concrete_function(tf.TensorSpec([None], tf.int32))
print(f(tf.constant([1, 2])))
print(f(tf.constant([1, 2, 3])))
print(f.experimental_get_tracing_count())
