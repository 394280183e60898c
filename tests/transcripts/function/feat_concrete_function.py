import tensorflow as tf

@tf.function
def scale(x, k):
    return x * k

cf = scale.get_concrete_function(tf.TensorSpec(shape=[None], dtype=tf.float32), 3.0)
print(cf)
print(cf(tf.constant([1.0, 2.0])))
print(cf(tf.constant([1.0, 2.0, 4.0])))
print(scale(tf.constant([5.0]), 3.0))
print(scale.experimental_get_tracing_count())
print(repr(cf).split(" at ")[0])
print(cf.pretty_printed_signature(verbose=False))
print([t.name for t in cf.graph.inputs], [t.name for t in cf.graph.outputs])
