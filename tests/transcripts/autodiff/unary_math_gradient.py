# mode: modern
# Gradients of the unary math functions at points where they are exact:
# sin' = cos, cos' = -sin, log1p' = 1/(1+x), reciprocal' = -1/x^2,
# rsqrt' = -x^(-3/2)/2, atan' = 1/(1+x^2), sinh' = cosh, expm1' = exp.
import tensorflow as tf

x = tf.constant(0.0)
for f in [tf.math.sin, tf.math.cos, tf.math.sinh, tf.math.cosh, tf.math.expm1, tf.math.atan]:
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = f(x)
    print(f.__name__, tape.gradient(y, x).numpy())

v = tf.constant([1.0, 3.0])
with tf.GradientTape() as tape:
    tape.watch(v)
    y = tf.math.log1p(v)
print(tape.gradient(y, v).numpy())
w = tf.constant([2.0, 4.0])
with tf.GradientTape() as tape:
    tape.watch(w)
    r = tf.math.reciprocal(w)
print(tape.gradient(r, w).numpy())
u = tf.constant([4.0, 0.25])
with tf.GradientTape() as tape:
    tape.watch(u)
    q = tf.math.rsqrt(u)
print(tape.gradient(q, u).numpy())

# The second derivative of sin at 0 is -sin(0) = 0; at 0 the third is -cos(0).
with tf.GradientTape() as t3:
    t3.watch(x)
    with tf.GradientTape() as t2:
        t2.watch(x)
        with tf.GradientTape() as t1:
            t1.watch(x)
            y = tf.math.sin(x)
        dy = t1.gradient(y, x)
    d2y = t2.gradient(dy, x)
print(dy.numpy(), d2y.numpy(), t3.gradient(d2y, x).numpy())
