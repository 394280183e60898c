# mode: modern
# Inside tf.function det and inv are MatrixDeterminant and MatrixInverse nodes.
import tensorflow as tf
@tf.function
def f(m):
    return tf.linalg.det(tf.linalg.inv(m))

print(f(tf.eye(2)))
print([op.type for op in f.get_concrete_function(tf.eye(2)).graph.get_operations()])
