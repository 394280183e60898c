import tensorflow as tf
a = tf.Variable(0)

def g(x):
    x.assign_add(1)
    return x.read_value()

print(g(a))
print(g(a))
print(g(a))
