# mode: modern
# Inside tf.function an ascending sort is Neg, TopKV2, Neg.
import tensorflow as tf
@tf.function
def f(x):
    return tf.sort(x)

print(f(tf.constant([3., 1., 2.])))
print([op.type for op in f.get_concrete_function(tf.constant([1., 2.])).graph.get_operations()])
