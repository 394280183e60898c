# mode: modern
# Inside tf.function the result's length is unknown.
import tensorflow as tf
@tf.function
def f(x):
    r = tf.boolean_mask(x, x > 1)
    print(r.shape)
    return r

print(f(tf.constant([1, 2, 3])))
