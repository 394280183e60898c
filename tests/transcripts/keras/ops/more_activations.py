# mode: modern
# log_sigmoid is -softplus(-x); hard_sigmoid is relu6(x + 3) / 6, and
# hard_silu (also hard_swish) x times that; normalize divides by the L2 norm
# along the last axis (or the order-norm asked for), the norm kept above 1e-7.
import numpy as np
from keras import ops

a = np.array([-4.0, -1.5, 0.0, 1.5, 4.0])
print(ops.log_sigmoid(a))
print(ops.hard_sigmoid(a))
print(ops.hard_silu(a))
print(ops.hard_swish is ops.hard_silu)
print(ops.normalize(np.array([[3.0, 4.0], [0.0, 0.0]])))
print(ops.normalize(np.array([[3.0, 1.0]]), order=1))
try:
    ops.normalize(a, order=0)
except ValueError as e:
    print("ValueError:", e)
