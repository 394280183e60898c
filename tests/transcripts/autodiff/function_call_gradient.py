# mode: modern
# A tape outside a tf.function differentiates the call (TF records it as one op).
import tensorflow as tf


@tf.function
def square(x):
    return x * x


x = tf.constant(3.0)
with tf.GradientTape() as t:
    t.watch(x)
    y = square(x)
print(t.gradient(y, x))

w = tf.Variable([[1.0, -2.0], [3.0, 4.0]])


@tf.function
def model(inp):
    return {'out': tf.nn.relu(tf.matmul(inp, w)), 'aux': tf.reduce_sum(inp)}


inp = tf.constant([[1.0, 0.5]])
with tf.GradientTape() as t:
    t.watch(inp)
    r = model(inp)
    loss = tf.reduce_sum(r['out']) + r['aux']
dw, dinp = t.gradient(loss, [w, inp])
print(dw)
print(dinp)

v = tf.Variable(2.0)
with tf.GradientTape() as t2:
    with tf.GradientTape() as t1:
        y = square(v)
    d1 = t1.gradient(y, v)
print(d1, t2.gradient(d1, v))


@tf.function
def branchy(x, n):
    if x > 0:
        y = x * v
    else:
        y = -x
    for i in tf.range(n):
        y = y * x
    return y


x = tf.constant(3.0)
with tf.GradientTape() as t:
    t.watch(x)
    y = branchy(x, tf.constant(2))
print(y, t.gradient(y, [x, v]))
with tf.GradientTape() as t:
    t.watch(x)
    y = branchy(-x, tf.constant(1))
print(y, t.gradient(y, x))
