# mode: modern
# tf.sort in a function whose input length is unknown until the call.
import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec([None])])
def f(x):
    y = tf.sort(x, direction='DESCENDING')
    print(y.shape)
    return y

print(f(tf.constant([3., 1., 2.])))
print(f(tf.constant([5., 9.])))
