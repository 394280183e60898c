# mode: modern
# The guide's first example: the gradient of x**2 at a variable x = 3.
import tensorflow as tf

x = tf.Variable(3.0)
with tf.GradientTape() as tape:
    y = x**2
dy_dx = tape.gradient(y, x)
print(dy_dx.numpy())
print(dy_dx)
print(y)
