# mode: modern
# gradient() inside the block stops a non-persistent tape; a persistent one warns.
import tensorflow as tf

x = tf.Variable(3.0)
with tf.GradientTape() as tape:
    y = x * x
    print(tape.gradient(y, x))
    z = y * x
with tf.GradientTape(persistent=True) as tape:
    y = x * x
    print(tape.gradient(y, x))
