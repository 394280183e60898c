# Found by fuzz_source (UBSan: an op input's Python object read after it was
# freed): each call below passed a temporary op result to another op, whose
# inputs record their Python objects without owning them.
import tensorflow as tf

print(tf.reduce_logsumexp([float('-inf'), float('-inf')]))
print(tf.norm(tf.constant([[3.0, 0.0], [0.0, 4.0]]), ord=2, axis=[0, 1]))
x = tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
with tf.GradientTape() as g:
    g.watch(x)
    y = tf.concat([x * 2.0, tf.ones([3, 1])], axis=1)
print(g.batch_jacobian(y, x)[0])
