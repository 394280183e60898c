# mode: modern
# The same tape gradient eagerly and in a tf.function traced for shape (None, 3):
# the backward ops then take their run-time shapes (Shape, BroadcastGradientArgs).
import tensorflow as tf
b = tf.Variable([1.0, 2.0, 3.0])
def loss_fn(x):
    y = x * b + tf.reduce_sum(x, axis=1, keepdims=True)
    z = tf.reduce_mean(y, axis=0) - tf.reduce_max(x, axis=1)[0]
    return tf.reduce_sum(z * z) + tf.reduce_sum(tf.nn.softmax(x)[:, 1])

def grads(x):
    with tf.GradientTape() as t:
        t.watch(x)
        l = loss_fn(x)
    return t.gradient(l, [x, b])

f = tf.function(grads, input_signature=[tf.TensorSpec([None, 3], tf.float32)])
x = tf.constant([[1.0, -2.0, 0.5], [0.25, 3.0, -1.0]])
e = grads(x)
g = f(x)
for a, c in zip(e, g):
    print(tf.reduce_max(tf.abs(a - c)).numpy() < 1e-5, a.shape)
print(e[1])
