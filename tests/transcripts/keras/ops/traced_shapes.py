# mode: modern
# Inside a tf.function whose input has a None batch size, the ops build
# graph nodes whose static shapes keep the None, and the graph computes the
# values when called.
import tensorflow as tf
from keras import ops


@tf.function(input_signature=[tf.TensorSpec([None, 3])])
def f(x):
    a = ops.argmax(x, axis=1, keepdims=True)
    d = ops.dot(x, tf.ones((3, 2)))
    g = ops.take(x, [0, -1], axis=1)
    h = ops.add(x, tf.ones((3,)))
    s = ops.squeeze(ops.expand_dims(x, 1), axis=1)
    m = ops.mean(x, axis=0)
    print("traced:", a.shape, d.shape, g.shape, h.shape, s.shape, m.shape, ops.shape(x)[1])
    return a, d, g, m


for t in f(tf.constant([[1.0, 5.0, 2.0], [7.0, 0.0, 1.0]])):
    print(t)
