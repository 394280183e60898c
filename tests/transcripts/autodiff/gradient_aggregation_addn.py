# mode: modern
# The gradients reaching one tensor from several uses are summed by one
# AddN, as TF aggregates them (the tape's imperative_grad and tf.gradients'
# _AggregatedGrads both call add_n), visible in the graph's operations.
import tensorflow as tf


@tf.function
def taped(x):
    with tf.GradientTape() as t:
        t.watch(x)
        y = x * x + tf.sin(x) + 3.0 * x
    return t.gradient(y, x)


# d/dx (x^2 + sin x + 3x) = 2x + cos x + 3 = 4 at x = 0.
print(taped(tf.constant(0.0)))
graph = taped.get_concrete_function(tf.constant(0.0)).graph
for op in graph.get_operations():
    if op.type in ('AddN', 'AddV2'):
        print(op.name, op.type, len(op.inputs))


@tf.function
def symbolic(x):
    y = x * x + x
    return tf.gradients(y, x)[0]


# d/dx (x^2 + x) = 2x + 1 = 5 at x = 2.
print(symbolic(tf.constant(2.0)))
graph = symbolic.get_concrete_function(tf.constant(2.0)).graph
for op in graph.get_operations():
    if op.type in ('AddN', 'AddV2'):
        print(op.name, op.type, len(op.inputs))

# Eagerly the same sum: d/dx x^3 = 3x^2 = 12 at x = 2.
x = tf.constant(2.0)
with tf.GradientTape() as t:
    t.watch(x)
    y = x * x * x
print(t.gradient(y, x))
