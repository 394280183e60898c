# mode: modern
# A constant captured by a cond branch or a loop body is an input of the
# If/While node (TF's captures), so tf.gradients and a tape differentiate
# with respect to it.
import tensorflow as tf


@tf.function
def through_cond(x):
    c = tf.constant(3.0)
    y = tf.cond(x > 0, lambda: c * x, lambda: c + x)
    return tf.gradients(y, [x, c])


# c * x at x = 2: d/dx = c = 3, d/dc = x = 2.
print(through_cond(tf.constant(2.0)))
# c + x: both derivatives are 1.
print(through_cond(tf.constant(-2.0)))


@tf.function
def through_loop(x):
    c = tf.constant(1.5)
    _, y = tf.while_loop(lambda i, y: i < 3, lambda i, y: (i + 1, y * c), [0, x])
    return tf.gradients(y, [x, c])


# y = x c^3 at x = 2: d/dx = c^3 = 3.375, d/dc = 3 x c^2 = 13.5.
print(through_loop(tf.constant(2.0)))


@tf.function
def taped(x):
    c = tf.constant(1.5)
    with tf.GradientTape() as t:
        t.watch(c)
        _, y = tf.while_loop(lambda i, y: i < 3, lambda i, y: (i + 1, y * c), [0, x])
    return t.gradient(y, c)


print(taped(tf.constant(2.0)))
