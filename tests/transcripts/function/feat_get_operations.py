import tensorflow as tf

v = tf.Variable(2.0)

@tf.function
def f(x):
    y = x * v + 1.0
    tf.print("y =", y)
    return y

cf = f.get_concrete_function(tf.constant(1.0))
for op in cf.graph.get_operations():
    print(op.name, op.type, [t.name for t in op.inputs])
print(f(tf.constant(3.0)))
