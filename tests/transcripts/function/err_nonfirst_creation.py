import tensorflow as tf

@tf.function
def f(x):
    tf.print("running with", x)
    if x > 1:  # a Python value: decided while tracing
        v = tf.Variable(x)
        return v.read_value()
    return tf.constant(x)

print(f(1))
print(f(2))
