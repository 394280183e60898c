import tensorflow as tf

b = None

@tf.function
def f():
    global b
    if b is None:
        b = tf.Variable(12.)
    return b + 1

f()
f()
