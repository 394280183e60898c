# mode: modern
# Modern TF prints a trace's signature as its FunctionType: the input
# parameters with their trace types, the output type and the captures.
import tensorflow as tf

@tf.function
def f(x, n, pair):
    return x * n, pair[0]

f(tf.constant(1.0), 2, [tf.constant(1), tf.constant([1, 2])])
f(tf.constant([1.0]), 3, [tf.constant(1), tf.constant([1, 2])])
print(f.pretty_printed_concrete_signatures())
cf = f.get_concrete_function(tf.constant(1.0), 2, [tf.constant(1), tf.constant([1, 2])])
print(cf.pretty_printed_signature(verbose=False))
print(repr(cf).split(" at 0x")[0])
