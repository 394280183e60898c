import tensorflow as tf

# The gradient of a batched product sums over the batch dimensions an input
# was broadcast along, eagerly and in a tf.function.
x = tf.Variable(tf.reshape(tf.range(12.0), [2, 2, 3]))
w = tf.Variable(tf.reshape(tf.range(6.0), [3, 2]))


def grads():
    with tf.GradientTape() as tape:
        y = tf.reduce_sum(tf.matmul(x, w) ** 2)
    return tape.gradient(y, [x, w])


gx, gw = grads()
print(gx.shape, gw.shape)
print(gx.numpy().tolist())
print(gw.numpy().tolist())
fx, fw = tf.function(grads)()
print(bool(tf.reduce_all(tf.equal(fx, gx))), bool(tf.reduce_all(tf.equal(fw, gw))))
