# A global Python number read while tracing is a graph constant: assigning the
# global later changes nothing, and causes no retrace.
import tensorflow as tf

scale = 2.0

@tf.function
def f(x):
    return x * scale

print(f(tf.constant(1.0)))
scale = 3.0
print(f(tf.constant(1.0)))
