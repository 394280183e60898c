# mode: modern
# Outside any function tf.init_scope changes nothing.
import tensorflow as tf
with tf.init_scope():
    print(tf.executing_eagerly(), tf.constant(1) + 1)
