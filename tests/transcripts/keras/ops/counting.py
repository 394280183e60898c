# mode: modern
# ops.count_nonzero counts in int32; ops.nonzero lists the indices of the
# nonzero entries, one int32 vector per axis; logical_xor is True where
# exactly one side is; isnan is always False for ints; outer multiplies
# every pair, in the common dtype.
import numpy as np
from keras import ops

print(ops.count_nonzero([[0, 1], [2, 0]]), ops.count_nonzero([[0.0, 1.5], [2.0, 3.0]], axis=0))
print(ops.nonzero([0, 3, 0, 4]))
print(ops.logical_xor([1, 0, 1, 0], [1, 1, 0, 0]))
print(ops.isnan(np.array([1.0, np.nan, np.inf])), ops.isnan([1, 2]))
print(ops.outer([1, 2], [1.0, 10.0]))
print(ops.outer(ops.cast([1, 2], "int8"), 3))
