# mode: modern
# Integers are not differentiable: the tape warns and the gradient is None.
import tensorflow as tf

x = tf.constant(10)
with tf.GradientTape() as g:
    g.watch(x)
    y = x * x
print(g.gradient(y, x))
