# mode: modern
# get_concrete_function returns the cached ConcreteFunction: the same object
# for the same signature, and for a trace with None dimensions whatever
# matching shape asks for it.
import tensorflow as tf

@tf.function
def double(a):
    return a + a

cf1 = double.get_concrete_function(tf.constant(1))
cf2 = double.get_concrete_function(tf.constant(2))
print(cf1 is cf2)
print(cf1 is double.get_concrete_function(tf.constant(1.5)))
print(cf1 is double.get_concrete_function(tf.TensorSpec([], tf.int32)))

@tf.function
def total(x):
    return tf.reduce_sum(x)

g1 = total.get_concrete_function(tf.TensorSpec([None], tf.float32))
g2 = total.get_concrete_function(tf.constant([1.0, 2.0]))
g3 = total.get_concrete_function(tf.constant([1.0, 2.0, 3.0]))
print(g1 is g2, g2 is g3)
print(total.experimental_get_tracing_count())
