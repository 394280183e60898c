# mode: modern
# The gradient of tf.gather: each gathered row's gradient is added back into
# the row it came from (a row gathered twice gets twice), zeros elsewhere.
# TF returns it as tf.IndexedSlices; tf.convert_to_tensor makes it dense.
import tensorflow as tf

params = tf.Variable([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
with tf.GradientTape() as tape:
    rows = tf.gather(params, [2, 0, 2])
    loss = tf.reduce_sum(rows * [[1.0, 10.0]])
print(rows.numpy())
print(tf.convert_to_tensor(tape.gradient(loss, params)).numpy())

x = tf.constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
with tf.GradientTape() as tape:
    tape.watch(x)
    cols = tf.gather(x, [1, 1], axis=1)
g = tape.gradient(cols, x)
print(tf.convert_to_tensor(g).numpy())

@tf.function
def nd_grad(x):
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = tf.gather_nd(x, [[0, 2], [1, 0]])
    return tape.gradient(y, x)

print(tf.convert_to_tensor(nd_grad(x)).numpy())
