import tensorflow as tf

@tf.function
def f(x):
    print("Python print:", x)
    return x * 2

tf.config.run_functions_eagerly(True)
print(tf.config.functions_run_eagerly())
f(tf.constant(1))
f(tf.constant(2))
tf.config.run_functions_eagerly(False)
f(tf.constant(3))
f(tf.constant(4))
print(f.experimental_get_tracing_count())
