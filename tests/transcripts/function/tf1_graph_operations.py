import tensorflow as tf

g = tf.Graph()
with g.as_default():
    a = tf.constant([[10, 10], [11., 1.]])
    x = tf.constant([[1., 0.], [0., 1.]])
    y = tf.matmul(a, x) + 1.0
for op in g.get_operations():
    print(op.name, op.type)
print(y)
print(tf.executing_eagerly())
