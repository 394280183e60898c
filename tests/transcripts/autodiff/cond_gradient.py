# mode: modern
# Gradients through tf.cond and AutoGraph's `if` in a tf.function: an If on
# the same predicate whose branches are the branches' gradients.
import tensorflow as tf

v = tf.Variable(3.0)


@tf.function
def through_cond(x):
    with tf.GradientTape() as t:
        t.watch(x)
        y = tf.cond(x > 0, lambda: x * x * v, lambda: -x)
    return t.gradient(y, [x, v])


print(through_cond(tf.constant(2.0)))
print(through_cond(tf.constant(-2.0)))


@tf.function
def through_if(x):
    with tf.GradientTape() as t:
        t.watch(x)
        if x > 1.0:
            y = x * x
        else:
            y = 3.0 * x
    return t.gradient(y, x)


print(through_if(tf.constant(2.0)), through_if(tf.constant(0.5)))


@tf.function
def second(x):
    with tf.GradientTape() as t2:
        t2.watch(x)
        with tf.GradientTape() as t1:
            t1.watch(x)
            y = tf.cond(x > 0.0, lambda: x * x * x, lambda: x)
        d1 = t1.gradient(y, x)
    return d1, t2.gradient(d1, x)


print(second(tf.constant(2.0)))


@tf.function
def symbolic(x):
    y = tf.cond(x < 5.0, lambda: tf.square(x), lambda: x + 1.0)
    return tf.gradients(y, x)[0]


print(symbolic(tf.constant(3.0)), symbolic(tf.constant(7.0)))
