# mode: modern
import tensorflow as tf

@tf.function
def f(n):
    if n > 1:
        return tf.Variable(1.0).read_value()
    return tf.constant(0.0)

print(f(1))
f(2)
