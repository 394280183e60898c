# mode: modern
# Inside tf.function the string functions are StringLength, StringJoin ... nodes.
import tensorflow as tf
@tf.function
def f(s):
    return tf.strings.length(tf.strings.join([s, s]))

print(f(tf.constant('ab')))
print([op.type for op in f.get_concrete_function(tf.constant('x')).graph.get_operations()])
