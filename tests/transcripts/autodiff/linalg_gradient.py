# mode: modern
# The gradients of tf.linalg.det (det(A) * inv(A)^T) and tf.linalg.inv
# (-inv(A)^T @ g @ inv(A)^T), on a matrix whose inverse is exact in binary.
import tensorflow as tf

a = tf.constant([[2.0, 1.0], [0.0, 4.0]])
with tf.GradientTape(persistent=True) as tape:
    tape.watch(a)
    d = tf.linalg.det(a)
    s = tf.reduce_sum(tf.linalg.inv(a))
print(d.numpy())
print(tape.gradient(d, a).numpy())
print(tape.gradient(s, a).numpy())

with tf.GradientTape() as tape:
    tape.watch(a)
    tr = tf.reduce_sum(tf.linalg.diag_part(a) * [1.0, 3.0])
print(tape.gradient(tr, a).numpy())
