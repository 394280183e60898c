# mode: modern
# jacobian: one gradient per target element; batch_jacobian: per example.
import tensorflow as tf

x = tf.constant([1.0, 2.0])
with tf.GradientTape() as g:
    g.watch(x)
    y = x * x
print(g.jacobian(y, x))

w = tf.Variable([[1.0, 2.0], [3.0, 4.0]])
with tf.GradientTape(persistent=True) as tape:
    y = tf.matmul(tf.constant([[1.0, 1.0], [2.0, 0.5], [0.0, 1.0]]), w)
j = tape.jacobian(y, w)
print(j.shape)
print(j[1])

x = tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
with tf.GradientTape() as g:
    g.watch(x)
    y = x * x * 0.5
print(g.batch_jacobian(y, x))
