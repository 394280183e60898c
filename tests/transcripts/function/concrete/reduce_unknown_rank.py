# A reduction without an axis over an input of unknown rank reduces every
# dimension when the graph runs (TF's _ReductionDims: range(0, rank(x))).
import tensorflow as tf


@tf.function(input_signature=[tf.TensorSpec(shape=None)])
def total(x):
    return tf.reduce_sum(x), tf.reduce_mean(x), tf.reduce_max(x)


print(total(tf.constant([[1.0, 2.0], [3.0, 4.0]])))
print(total(tf.constant([5.0, 7.0])))
print(total(tf.constant(3.0)))
