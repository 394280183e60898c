# mode: modern
# A TF1 Session runs the If and While nodes of tf.cond and tf.while_loop,
# and the gradient graphs tf.gradients builds through them.
import tensorflow as tf

tf1 = tf.compat.v1
g = tf.Graph()
with g.as_default():
    x = tf1.placeholder(tf.float32, shape=[])
    y = tf.cond(x > 0, lambda: x * x, lambda: -x)
    dy = tf.gradients(y, x)[0]
    _, z = tf.while_loop(lambda i, z: i < 3, lambda i, z: (i + 1, z * x), [0, x])
    dz = tf.gradients(z, x)[0]
    with tf1.Session() as sess:
        # x^2 at 3: 9, derivative 2x = 6.
        print(sess.run([y, dy], feed_dict={x: 3.0}))
        # -x at -3: 3, derivative -1.
        print(sess.run([y, dy], feed_dict={x: -3.0}))
        # z = x * x^3 = x^4 at 2: 16, derivative 4x^3 = 32.
        print(sess.run([z, dz], feed_dict={x: 2.0}))
