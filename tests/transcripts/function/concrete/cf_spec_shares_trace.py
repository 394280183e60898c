# mode: modern
# A TensorSpec and a tensor of that spec are one trace-cache key: asking for
# the concrete function of a scalar string spec reuses the trace that a
# scalar string tensor made (guide/function, "Obtaining concrete functions").
import tensorflow as tf

@tf.function
def double(a):
    print("Tracing with", a)
    return a + a

print(double(tf.constant("a")))
double_strings = double.get_concrete_function(tf.TensorSpec(shape=[], dtype=tf.string))
print(double.experimental_get_tracing_count())
print(double_strings(tf.constant("c")))
print(double_strings is double.get_concrete_function(tf.constant("b")))
print(double.experimental_get_tracing_count())
