# mode: modern
# check_numerics in a graph, and its gradient check.
import tensorflow as tf
@tf.function
def f(x):
    return tf.debugging.check_numerics(tf.math.log(x), "log")

print(f(tf.constant([1.0, 2.0])))
try:
    f(tf.constant([-1.0]))
except tf.errors.InvalidArgumentError as e:
    print(e)
x = tf.constant(4.0)
with tf.GradientTape() as tape:
    tape.watch(x)
    y = tf.debugging.check_numerics(x * x, "square")
print(tape.gradient(y, x))
