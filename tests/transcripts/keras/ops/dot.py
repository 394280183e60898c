# mode: modern
# ops.dot follows numpy's dot: a scalar multiplies, a vector contracts the
# other's last axis, and in general the last axis of x1 meets the second to
# last of x2, every other axis kept (x1's first).
import tensorflow as tf
from keras import ops

print(ops.dot([1, 2, 3], [4, 5, 6]))
print(ops.dot(2, [1, 2]))
print(ops.dot([[1.0, 2.0]], [[1.0], [2.0]]))
print(ops.dot([[1, 2], [3, 4]], [1, 1]))
print(ops.dot(tf.ones((2, 3, 4)), tf.ones((5, 4, 6))).shape)
print(ops.dot(tf.ones((2, 4)), tf.ones((5, 4, 6)))[1, 2])
