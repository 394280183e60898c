# mode: modern
# tf.device works inside tf.function too.
import tensorflow as tf
@tf.function
def f(x):
    with tf.device('/CPU:0'):
        return x + 1

print(f(tf.constant(1)))
