import tensorflow as tf

class C:
    pass

@tf.function
def f(xs, obj, v):
    return xs[0]

a, b = tf.Variable(1), tf.Variable(2)
c1, c2 = C(), C()
f([tf.constant(1)], c1, a)
f([tf.constant(1), tf.constant(2)], c1, a)
f([tf.constant(1)], c2, a)
f([tf.constant(1)], c1, b)
