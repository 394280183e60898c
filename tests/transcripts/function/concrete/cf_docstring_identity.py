# mode: modern
# The tf.function docstring's get_concrete_function identities: one trace per
# signature; an input_signature of unknown shape serves every shape;
# reduce_retracing traces a new function for a new rank; Python values are
# traced by value, tensors by spec.
import tensorflow as tf

@tf.function
def f(x):
    return x + 1

vector = tf.constant([1.0, 1.0])
matrix = tf.constant([[3.0]])
print(f.get_concrete_function(vector) is f.get_concrete_function(vector))
print(f.get_concrete_function(vector) is f.get_concrete_function(matrix))

@tf.function(input_signature=[tf.TensorSpec(shape=None, dtype=tf.float32)])
def g(x):
    return x + 1

print(g.get_concrete_function(vector) is g.get_concrete_function(matrix))

@tf.function(reduce_retracing=True)
def h(x):
    return x + 1

print(h.get_concrete_function(vector) is h.get_concrete_function(matrix))

@tf.function
def a(x):
    return tf.abs(x)

f1 = a.get_concrete_function(1)
f2 = a.get_concrete_function(2)
print(f1 is f2)
f1 = a.get_concrete_function(tf.constant(1))
f2 = a.get_concrete_function(tf.constant(2))
print(f1 is f2)
