# mode: modern
# Several targets: the gradient of their sum; output_gradients weigh them.
import tensorflow as tf

x = tf.Variable(2.0)
with tf.GradientTape(persistent=True) as tape:
    y0 = x**2
    y1 = 1 / x
print(tape.gradient({'y0': y0, 'y1': y1}, x).numpy())
print(tape.gradient([y0, y1], x, output_gradients=[tf.constant(1.0), tf.constant(4.0)]))
v = tf.constant([1.0, 2.0, 3.0])
with tf.GradientTape() as tape:
    tape.watch(v)
    w = v * v
print(tape.gradient(w, v, output_gradients=tf.constant([1.0, 0.0, -1.0])))
