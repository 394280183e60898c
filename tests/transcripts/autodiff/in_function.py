# mode: modern
# Inside tf.function the tape builds the backward graph: gradient_tape/... nodes.
import tensorflow as tf

w = tf.Variable(2.0)

@tf.function
def step(x):
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = w * x + x * x
    return tape.gradient(y, [w, x])

print(step(tf.constant(3.0)))
g = step.get_concrete_function(tf.constant(3.0)).graph
print(sorted(op.name for op in g.get_operations() if op.name.endswith(('/Mul', '/Mul_1'))))

@tf.function
def second(x):
    with tf.GradientTape() as t2:
        t2.watch(x)
        with tf.GradientTape() as t1:
            t1.watch(x)
            y = x * x * x
        d1 = t1.gradient(y, x)
    return d1, t2.gradient(d1, x)

print(second(tf.constant(2.0)))
