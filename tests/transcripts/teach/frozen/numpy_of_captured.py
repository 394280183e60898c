# .numpy() of a tensor captured from outside turns it into a Python value
# while tracing.
import tensorflow as tf

scale = tf.constant(3.0)

@tf.function
def f(x):
    s = scale.numpy()
    return x * s

print(f(tf.constant(2.0)))
