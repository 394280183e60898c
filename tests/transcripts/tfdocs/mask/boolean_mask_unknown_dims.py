# mode: modern
# tf.boolean_mask of a matrix with unknown dimensions inside tf.function.
import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec([None, None]), tf.TensorSpec([None], tf.bool)])
def f(x, m):
    return tf.boolean_mask(x, m)

print(f(tf.constant([[1., 2.], [3., 4.]]), tf.constant([False, True])))
