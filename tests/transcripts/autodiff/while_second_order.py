# mode: modern
# Second derivatives through a while loop: the outer tape (or a second
# tf.gradients) differentiates the first gradient's backward loop, whose
# gradient reaches the stacks of forward values, and so the forward loop.
import tensorflow as tf


@tf.function
def cube(x):
    with tf.GradientTape() as t2:
        t2.watch(x)
        with tf.GradientTape() as t1:
            t1.watch(x)
            y = x
            for i in tf.range(2):
                y = y * x
        d1 = t1.gradient(y, x)
    return y, d1, t2.gradient(d1, x)


# y = x^3 at 2: 8; 3x^2 = 12; 6x = 12.
print(cube(tf.constant(2.0)))


@tf.function
def symbolic(x):
    _, y = tf.while_loop(lambda i, y: i < 2, lambda i, y: (i + 1, y * y + x), [0, x])
    d1 = tf.gradients(y, x)[0]
    return y, d1, tf.gradients(d1, x)[0]


# y1 = x^2 + x, y = y1^2 + x. At x = 1: y1 = 2, y = 5;
# y' = 2 y1 y1' + 1 = 2 * 2 * 3 + 1 = 13; y'' = 2 (y1'^2 + y1 y1'') = 2 (9 + 4) = 26.
print(symbolic(tf.constant(1.0)))
