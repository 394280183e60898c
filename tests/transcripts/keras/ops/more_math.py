# mode: modern
# More element-wise math, on float64 inputs (exact to the printed digits):
# log1p, expm1, reciprocal, rsqrt, sin, cos and erf keep float64; ints go to
# float32 for log1p, expm1, sin and cos. isfinite is True for every int.
import math
import numpy as np
from keras import ops

a = np.array([0.0, 0.5, 1.0])
print(ops.log1p(a))
print(ops.expm1(a))
print(ops.sin(a), ops.cos(a))
print(ops.erf(a))
print(ops.reciprocal(np.array([0.5, 4.0])), ops.rsqrt(np.array([0.25, 4.0])))
print(ops.log1p([0, 1]).dtype, ops.expm1([0, 1]).dtype, ops.cos([0, 1]).dtype)
print(ops.isfinite(np.array([1.0, math.inf, math.nan])), ops.isfinite([1, 2]))
print(ops.logsumexp(np.array([[0.0, 0.0], [1.0, 1.0]]), axis=1))
