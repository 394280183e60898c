# mode: modern
# Gradients through tf.tile, tf.broadcast_to, tf.pad, tf.cumsum and
# tf.math.top_k: each input element gets the sum of the gradients of the
# outputs it became.
import tensorflow as tf

x = tf.constant([1.0, 2.0])
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    tiled = tf.tile(x, [3])
    wide = tf.broadcast_to(x, [4, 2])
    padded = tf.pad(x, [[1, 2]])
    sums = tf.cumsum(x)
print(tiled.numpy(), tape.gradient(tiled, x).numpy())
print(tape.gradient(wide, x).numpy())
print(padded.numpy(), tape.gradient(padded, x).numpy())
print(sums.numpy(), tape.gradient(sums, x).numpy())

v = tf.constant([1.0, 5.0, 3.0, 4.0])
with tf.GradientTape() as tape:
    tape.watch(v)
    top = tf.math.top_k(v, k=2)
    y = tf.reduce_sum(top.values * [10.0, 1.0])
print(top.values.numpy(), top.indices.numpy())
print(tape.gradient(y, v).numpy())

m = tf.constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
with tf.GradientTape() as tape:
    tape.watch(m)
    r = tf.pad(m, [[1, 1], [2, 2]], mode="REFLECT")
print(r.shape)
print(tape.gradient(r, m).numpy())
