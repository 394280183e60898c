import tensorflow as tf

g = tf.Graph()
with g.as_default():
    v = tf.Variable(3.0)
    y = v * 2

with tf.compat.v1.Session(graph=g) as sess:
    print(sess.run(y))
