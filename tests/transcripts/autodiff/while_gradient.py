# mode: modern
# Gradients through tf.while_loop and AutoGraph's `for`/`while` in a
# tf.function: the forward values of every iteration feed a backward loop.
import tensorflow as tf


@tf.function
def power(x):
    with tf.GradientTape() as t:
        t.watch(x)
        y = x
        for i in tf.range(3):
            y = y * x
    return y, t.gradient(y, x)


print(power(tf.constant(2.0)))

v = tf.Variable(0.5)


@tf.function
def accumulate(x, n):
    with tf.GradientTape() as t:
        t.watch(x)
        s = tf.constant(0.0)
        i = tf.constant(0)
        while i < n:
            s = s + x * x * v
            i += 1
    return s, t.gradient(s, [x, v])


print(accumulate(tf.constant(3.0), tf.constant(4)))
print(accumulate(tf.constant(3.0), tf.constant(0)))


@tf.function
def affine(x, n):
    with tf.GradientTape() as t:
        t.watch(x)
        y = x
        for i in tf.range(n):
            y = y * tf.cast(i + 1, tf.float32) + x
    return y, t.gradient(y, x)


print(affine(tf.constant([1.0, 2.0]), tf.constant(3)))


@tf.function
def symbolic(x):
    r = tf.while_loop(lambda i, y: i < 5, lambda i, y: (i + 1, y * 0.5 + x), [0, x])
    return tf.gradients(r[1], x)[0]


print(symbolic(tf.constant(1.0)))
