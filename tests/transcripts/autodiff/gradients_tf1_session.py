# mode: modern
# tf.gradients builds the backward ops into a TF1 graph, under "gradients/".
import tensorflow as tf

g = tf.Graph()
with g.as_default():
    a = tf.constant([[1.0, 2.0], [3.0, 4.0]])
    w = tf.Variable([[1.0], [2.0]])
    y = tf.matmul(a, w)
    loss = tf.reduce_sum(y * y)
    gw, ga = tf.gradients(loss, [w, a])
    print(gw)
    names = [op.name for op in g.get_operations()]
    print([n for n in names if n.startswith('gradients/MatMul_grad/')])
    with tf.compat.v1.Session() as sess:
        sess.run(tf.compat.v1.global_variables_initializer())
        print(sess.run(gw))
        print(sess.run(ga))
