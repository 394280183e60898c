# mode: modern
# In a tf.function, the variables both branches of a cond read are inputs
# of its If node: one read only by the branch not taken gets a zero
# gradient, not None (as TF's cond_v2 fills a branch's missing gradients
# with zeros). The variables are accessed by the cond, so the tape records
# it without any watched tensor.
import tensorflow as tf

v = tf.Variable(2.0)
w = tf.Variable(3.0)


@tf.function
def through_cond(x):
    with tf.GradientTape() as tape:
        y = tf.cond(x > 0, lambda: v * x, lambda: w * x)
    return tape.gradient(y, [v, w])


# x = 4 takes v * x: d/dv = 4, w untouched: 0.
print(through_cond(tf.constant(4.0)))


@tf.function
def through_if(x):
    with tf.GradientTape() as tape:
        if x > 0:
            y = v * x
        else:
            y = w * x * x
    return tape.gradient(y, [v, w])


# x = -1 takes w * x * x: d/dw = x^2 = 1, v untouched: 0.
print(through_if(tf.constant(-1.0)))

# Eagerly tf.cond runs only the branch taken: w is never read, so None.
with tf.GradientTape() as tape:
    y = tf.cond(tf.constant(4.0) > 0, lambda: v * 4.0, lambda: w * 4.0)
print(tape.gradient(y, [v, w]))
