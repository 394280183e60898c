import tensorflow as tf

g = tf.Graph()
with g.as_default():
    x = tf.compat.v1.placeholder(tf.float32, shape=[None], name="x")
    w = tf.constant(3.0)
    y = x * w + 1.0
    print(x)
    print(y)

with tf.compat.v1.Session(graph=g) as sess:
    print(sess.run(y, feed_dict={x: [1.0, 2.0]}))
    print(sess.run(y, feed_dict={x: [0.5]}))
    print(sess.run([y, w], feed_dict={x: [1.0]}))
    print(sess.run({"w": w}))
