# mode: modern
# The unary math ops are graph nodes inside tf.function.
import tensorflow as tf
@tf.function
def f(x):
    return tf.math.rsqrt(tf.math.cosh(x) * 4.0)

print(f(tf.constant(0.0)))
ops = f.get_concrete_function(tf.constant(0.0)).graph.get_operations()
print([op.type for op in ops])
