import tensorflow as tf

@tf.function
def g(x):
    return x

for i in range(3):
    g(i)
g(1.0)
g(tf.constant(1))
