# mode: modern
# tf.clip_by_value in a function of unknown shape keeps the input's static shape.
import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec([None])])
def f(x):
    y = tf.clip_by_value(x, 0., 2.)
    print(y.shape)
    return y

print(f(tf.constant([-1., 1., 3.])))
