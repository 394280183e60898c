# mode: modern
# Two outputs are the Identity nodes "Identity" and "Identity_1": their output
# args are "identity" and "identity_1", the ret map sends each to its node's
# output. A list argument's placeholders "xs" and "xs_1" both keep the
# user-specified name "xs".
import tensorflow as tf

@tf.function
def f(xs):
    return xs[0] * 2.0, xs[1] - 1.0

text = str(f.get_concrete_function([tf.constant(1.0), tf.constant(2.0)]).function_def)
for line in text.splitlines():
    if line.startswith('    name:') or line.startswith('  key:') or line.startswith('  value:') \
            or line.startswith('        s:') or line.startswith('  input:'):
        print(line)
