import tensorflow as tf

g = tf.Graph()
with g.as_default():
    x = tf.compat.v1.placeholder(tf.float32, shape=[None])
    y = x * 2

with tf.compat.v1.Session(graph=g) as sess:
    print(sess.run(y, feed_dict={x: [1, 2]}))
    sess.run(y)
