import tensorflow as tf

@tf.function
def f(x, y):
    a = x + y
    b = x + 1
    c = a * b - 2
    d = c / 4
    e = tf.add(d, d)
    g = tf.matmul(tf.reshape(e, [1, 1]), tf.reshape(e, [1, 1]))
    print(a, b, c, d, e, g, sep="\n")
    return g

cf = f.get_concrete_function(tf.constant(1.0), tf.constant(2.0))
print([op.name for op in cf.graph.get_operations()])
