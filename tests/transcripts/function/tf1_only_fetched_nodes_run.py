import tensorflow as tf

g = tf.Graph()
with g.as_default():
    a = tf.constant(1)
    b = a + 1
    c = b * 10

with tf.Session(graph=g) as sess:
    print(sess.run(b))
    print(sess.run(c))
    print(sess.run([c, b, a]))
