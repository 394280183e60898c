# mode: modern
# With watch_accessed_variables=False only what watch() names is watched.
import tensorflow as tf

x0 = tf.Variable(0.0)
x1 = tf.Variable(10.0)
with tf.GradientTape(watch_accessed_variables=False) as tape:
    tape.watch(x1)
    y0 = x0 * x0
    y1 = tf.exp(x1 * 0.0) * x1
    y = y0 + y1
    ys = tf.reduce_sum(y)
grad = tape.gradient(ys, {'x0': x0, 'x1': x1})
print('dy/dx0:', grad['x0'])
print('dy/dx1:', grad['x1'].numpy())
print(len(tape.watched_variables()))
