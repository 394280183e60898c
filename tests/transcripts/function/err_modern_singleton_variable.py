# mode: modern
import tensorflow as tf

@tf.function
def f():
    b = tf.Variable(12.)
    print("PRINT: ", b + 1)
    return b

f()
