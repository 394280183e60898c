# mode: modern
# A value made in tf.init_scope is an eager tensor used by the graph.
import tensorflow as tf
@tf.function
def f(x):
    with tf.init_scope():
        c = tf.constant(2.0) * 3.0
        print(c)
    return x * c

print(f(tf.constant(1.0)))
