# mode: modern
# ops.softmax and ops.log_softmax normalize along the last axis by default,
# along the axis given, over every axis with axis=None (which TF itself would
# read as -1), and over several axes at once with a tuple.
import numpy as np
from keras import ops

print(ops.softmax(np.array([-1.0, 0.0, 1.0])))
print(ops.log_softmax(np.array([-1.0, 0.0, 1.0])))
x = np.array([[0.0, 1.0], [2.0, 3.0]])
print(ops.softmax(x, axis=0))
print(ops.softmax(x, axis=None))
print(ops.softmax(x, axis=(0, 1)))
print(ops.log_softmax(x, axis=None))
y = ops.softmax(ops.ones((2, 3, 4)), axis=(1, 2))
print(y.shape, y[1, 2, 3])
