# mode: modern
# The gradient of a product: the product of the other factors (zeros too).
import tensorflow as tf

for values in ([1.0, 2.0, 3.0], [0.0, 2.0, 3.0], [0.0, 2.0, 0.0]):
    x = tf.Variable(values)
    with tf.GradientTape() as tape:
        y = tf.reduce_prod(x)
    print(y.numpy(), tape.gradient(y, x).numpy())
m = tf.constant([[1.0, 2.0], [3.0, 4.0]])
with tf.GradientTape() as tape:
    tape.watch(m)
    y = tf.reduce_prod(m, axis=0)
print(tape.gradient(y, m))
