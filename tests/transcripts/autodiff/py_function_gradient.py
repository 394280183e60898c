# mode: modern
# The gradient of tf.py_function called eagerly under a tape: the Python
# function's own gradient with respect to its tensor arguments (TF runs it
# under a tape of its own); Python code in it runs once.
import tensorflow as tf

def cube_and_scale(x, s):
    print("running on", x.numpy(), s.numpy())
    return x ** 3 * s

x = tf.constant([1.0, 2.0])
s = tf.constant(10.0)
with tf.GradientTape() as tape:
    tape.watch([x, s])
    y = tf.py_function(cube_and_scale, [x, s], tf.float32)
    z = tf.reduce_sum(y)
print(y.numpy())
gx, gs = tape.gradient(z, [x, s])
print(gx.numpy(), gs.numpy())

v = tf.Variable(3.0)
with tf.GradientTape() as tape:
    y = tf.py_function(lambda a: tf.square(a), [v], tf.float32)
print(tape.gradient(y, v).numpy())

with tf.GradientTape() as tape:
    tape.watch(s)
    y = tf.py_function(lambda a: 7.0, [s], tf.float32)
print(tape.gradient(y, s))
