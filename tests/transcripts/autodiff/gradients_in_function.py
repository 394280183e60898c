# mode: modern
# Inside tf.function, tf.gradients differentiates the traced graph.
import tensorflow as tf


@tf.function
def f(x):
    y = x * x * x
    return tf.gradients(y, x)[0]


print(f(tf.constant(2.0)))
print(f(tf.constant([1.0, 3.0])))
