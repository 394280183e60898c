# mode: modern
# Over two axes, ord=1 is the largest column sum of |x| and ord=inf the largest
# row sum (the induced matrix norms), for each matrix of a batch.
import tensorflow as tf
import numpy as np
x = tf.constant([[1., -2.], [-3., 4.]])
print(tf.norm(x, ord=1, axis=[-2, -1]).numpy(), tf.norm(x, ord=np.inf, axis=[-2, -1]).numpy())
batch = tf.stack([x, 2. * x])
print(tf.norm(batch, ord=1, axis=[-2, -1]).numpy())
print(tf.norm(batch, ord=np.inf, axis=[1, 2], keepdims=True).shape)
print(tf.norm(x, ord=1, axis=[1, 0]).numpy())
