# mode: modern
# Inside tf.function: Pad for zeros, PadV2 for another constant, MirrorPad for REFLECT.
import tensorflow as tf
@tf.function
def f(x):
    return tf.pad(x, [[1, 0]]), tf.pad(x, [[1, 0]], constant_values=7), tf.pad(x, [[1, 1]], "REFLECT")

print([op.type for op in f.get_concrete_function(tf.constant([1, 2])).graph.get_operations()
       if op.type not in ('Const', 'Identity')])
