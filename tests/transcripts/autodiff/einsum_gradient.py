# mode: modern
# The gradient of tf.einsum: for a matrix product, g @ B^T for A and A^T @ g
# for B; a label summed away in one operand gets the gradient broadcast along it.
import tensorflow as tf

a = tf.constant([[1.0, 2.0], [3.0, 4.0]])
b = tf.constant([[5.0, 6.0], [7.0, 8.0]])
with tf.GradientTape(persistent=True) as tape:
    tape.watch([a, b])
    y = tf.einsum("ij,jk->ik", a, b)
    s = tf.einsum("ij->j", a) * [1.0, 10.0]
print(y.numpy())
ga, gb = tape.gradient(y, [a, b])
print(ga.numpy())
print(gb.numpy())
print(tape.gradient(s, a).numpy())
