# mode: modern
# In a graph the Python function runs on every call, not only while tracing.
import tensorflow as tf
def double(x):
    print("python:", x.numpy())
    return x * 2

@tf.function
def f(x):
    return tf.py_function(double, [x], tf.float32) + 1

print(f(tf.constant(1.0)).numpy())
print(f(tf.constant(2.0)).numpy())
