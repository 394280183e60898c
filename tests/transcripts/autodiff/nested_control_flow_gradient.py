# mode: modern
# Gradients through control flow nested in control flow: an AutoGraph `if`
# inside a `for` over tf.range, a loop inside a cond branch, and nested loops.
import tensorflow as tf


@tf.function
def if_in_loop(x):
    with tf.GradientTape() as t:
        t.watch(x)
        y = x
        for i in tf.range(3):
            if y > 5.0:
                y = y + 1.0
            else:
                y = y * x
    return y, t.gradient(y, x)


# From x = 2: y = 4, then 8, then 8 + 1 = 9; on this path y = x^3 + 1, so 3x^2 = 12.
print(if_in_loop(tf.constant(2.0)))


@tf.function
def loop_in_cond(x):
    with tf.GradientTape() as t:
        t.watch(x)
        y = tf.cond(x > 0,
                    lambda: tf.while_loop(lambda i, y: i < 2, lambda i, y: (i + 1, y * x), [0, x])[1],
                    lambda: x)
    return y, t.gradient(y, x)


# x^3 at 3: 27, derivative 3x^2 = 27.
print(loop_in_cond(tf.constant(3.0)))


@tf.function
def nested_loops(x):
    with tf.GradientTape() as t:
        t.watch(x)
        y = x
        for i in tf.range(2):
            for j in tf.range(2):
                y = y * x
    return y, t.gradient(y, x)


# x^5 at 2: 32, derivative 5x^4 = 80.
print(nested_loops(tf.constant(2.0)))
