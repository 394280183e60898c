# mode: modern
# The activations of keras.ops (and keras.ops.nn) are TF's, and keep their
# input's float dtype: float64 numpy arrays give float64. leaky_relu's slope
# defaults to 0.2, elu scales its negative side by alpha, gelu is the tanh
# approximation unless approximate=False, silu (also named swish) is
# x * sigmoid(x).
import numpy as np
from keras import ops

print(ops.relu(ops.convert_to_tensor([-1.0, 0.0, 1.0, 0.2])))
print(ops.relu6(ops.convert_to_tensor([-3.0, -2.0, 0.1, 0.2, 6.0, 8.0])))
print(ops.leaky_relu(ops.convert_to_tensor([-1.0, 0.0, 1.0])))
print(ops.leaky_relu(ops.convert_to_tensor([-1.0, 0.0, 1.0]), negative_slope=0.5))
a = np.array([-2.0, -0.5, 0.0, 1.0, 6.0])
print(ops.sigmoid(a))
print(ops.silu(a))
print(ops.swish(a))
print(ops.softplus(a))
print(ops.elu(a))
print(ops.elu(a, alpha=2.0))
print(ops.selu(a))
print(ops.gelu(a))
print(ops.gelu(a, approximate=False))
print(ops.nn.relu is ops.relu, ops.nn.swish is ops.silu)
