# mode: modern
# tf.linalg.inv(adjoint=True) inverts the (conjugate) transpose: for real A it
# is the transpose of inv(A). MatrixInverse's NodeDef carries adjoint: true.
import tensorflow as tf
a = tf.constant([[1., 2.], [0., 1.]])
print(tf.linalg.inv(a).numpy())
print(tf.linalg.inv(a, adjoint=True).numpy())

@tf.function
def f(x):
    return tf.linalg.inv(x, adjoint=True)

print(f(a).numpy())
text = str(f.get_concrete_function(a).graph.as_graph_def())
start = text.index('key: "adjoint"')
print(text[start:text.index('  }\n  }', start)].split())
