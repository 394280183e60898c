# mode: modern
import tensorflow as tf

@tf.function
def f(a, b):
    eq = a == b
    print(eq)
    return eq

print(f(tf.constant(1), tf.constant(1)))
print(f(tf.constant([1, 2]), tf.constant([1, 3])))
