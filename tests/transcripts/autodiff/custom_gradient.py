# mode: modern
# tf.custom_gradient: a numerically stable gradient for log(1 + exp(x)).
import tensorflow as tf


def log1pexp_naive(x):
    return tf.math.log(1 + tf.exp(x))


@tf.custom_gradient
def log1pexp(x):
    e = tf.exp(x)

    def grad(upstream):
        return upstream * (1 - 1 / (1 + e))

    return tf.math.log(1 + e), grad


x = tf.constant(100.)
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y_naive = log1pexp_naive(x)
    y = log1pexp(x)
print(tape.gradient(y_naive, x))
print(tape.gradient(y, x))


@tf.function
def stable_grad(x):
    with tf.GradientTape() as t:
        t.watch(x)
        y = log1pexp(x)
    return t.gradient(y, x)


print(stable_grad(tf.constant(0.)))


@tf.custom_gradient
def scaled(x):
    return x * 2.0, lambda dy: dy * 3.0


v = tf.Variable([1.0, -1.0])
with tf.GradientTape() as tape:
    y = scaled(v)
print(tape.gradient(y, v))
