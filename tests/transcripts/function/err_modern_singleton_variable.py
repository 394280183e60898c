import tensorflow as tf
tf.compat.set_version("2.x")

@tf.function
def f():
    b = tf.Variable(12.)
    print("PRINT: ", b + 1)
    return b

f()
