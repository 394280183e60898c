import tensorflow as tf

g = tf.Graph()
with g.as_default():
    a = tf.constant(1)
sess = tf.Session(graph=g)
print(sess.run(a))
sess.close()
sess.run(a)
