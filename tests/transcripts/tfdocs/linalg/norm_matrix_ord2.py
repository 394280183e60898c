# mode: modern
# Over two axes, ord=2 is the largest singular value (the spectral norm), for
# each matrix of a batch, eagerly and in a graph.
import tensorflow as tf
print(tf.norm(tf.constant([[1., 0.], [0., 2.]]), ord=2, axis=[0, 1]).numpy())
print(tf.norm(tf.constant([[0., 3.], [0., 0.]]), ord=2, axis=[-2, -1]).numpy())
x = tf.constant([[3., 0.], [4., 5.]])  # singular values sqrt(45) and sqrt(5)
print(round(float(tf.norm(x, ord=2, axis=[-2, -1])), 4))
print(tf.norm(tf.stack([x, 2. * x]), ord=2, axis=[1, 2], keepdims=True).shape)

@tf.function
def f(a):
    return tf.norm(a, ord=2, axis=[-2, -1])

print(round(float(f(x)), 4))
