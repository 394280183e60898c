import tensorflow as tf

v1 = tf.compat.v1
g = v1.Graph()
with g.as_default():
    a = v1.constant(2)
    b = v1.Variable(5)
    c = a * b
    init = v1.global_variables_initializer()

with v1.Session() as sess:
    sess.run(init)
    print(sess.run(c))
    print(type(sess.run(c)).__name__)
print(init)
