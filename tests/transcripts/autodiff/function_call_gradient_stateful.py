# mode: modern
# A tf.function called eagerly under a tape is differentiated by a backward
# function that reads the values the call computed (TF's forward function
# returns them for it), so random draws and variable assignments inside it
# are neither repeated nor replayed.
import tensorflow as tf

tf.random.set_seed(1)


@tf.function
def noisy(x):
    noise = tf.random.uniform([3])
    return x * noise, noise


x = tf.constant(2.0)
with tf.GradientTape() as t:
    t.watch(x)
    y, noise = noisy(x)
    s = tf.reduce_sum(y)
# d/dx sum(x * noise) = sum(noise): the noise of this call, not a new draw.
print(abs(t.gradient(s, x).numpy() - tf.reduce_sum(noise).numpy()) < 1e-6)

v = tf.Variable(2.0)
calls = tf.Variable(0.0)


@tf.function
def step(x):
    calls.assign_add(1.0)
    before = v * x
    v.assign(v * 3.0)
    return before + v * x


with tf.GradientTape() as t:
    t.watch(x)
    y = step(x)
# v is 2 for the first product and 6 for the second: y = 4 + 12 = 16.
print(y, calls.numpy(), v.numpy())
# dy/dx = 2 + 6 = 8; each read of v passes x = 2 to v (the assignment passes
# nothing): 4. The gradient ran no step: calls and v are unchanged.
print(t.gradient(y, [x, v]))
print(calls.numpy(), v.numpy())
