# mode: modern
# Inside tf.function an ascending sort negates, runs TopKV2 and negates back.
import tensorflow as tf
@tf.function
def f(x):
    return tf.sort(x)

print(f(tf.constant([3., 1., 2.])))
types = [op.type for op in f.get_concrete_function(tf.constant([1., 2.])).graph.get_operations()]
print('TopKV2' in types, types.count('Neg'))
