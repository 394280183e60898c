# mode: modern
# assert_shapes relates dimensions across tensors (docstring).
import tensorflow as tf
n, q, d = 10, 3, 7
x = tf.zeros([n, q])
y = tf.ones([n, d])
param = tf.Variable([1.0, 2.0, 3.0])
scalar = 1.0
tf.debugging.assert_shapes([(x, ('N', 'Q')), (y, ('N', 'D')), (param, ('Q',)), (scalar, ())])
print("ok")
try:
    tf.debugging.assert_shapes([(x, ('N', 'D')), (y, ('N', 'D'))])
except ValueError as e:
    print("ValueError:", e)
