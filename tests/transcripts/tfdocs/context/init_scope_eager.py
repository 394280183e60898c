# mode: modern
# Inside a traced function tf.init_scope runs eagerly (guide).
import tensorflow as tf
@tf.function
def f():
    print(tf.executing_eagerly())
    with tf.init_scope():
        print(tf.executing_eagerly())
    print(tf.executing_eagerly())
    return 0

f()
