# mode: modern
# Comparisons convert both sides to tensors first (so a Python int is an
# int32 tensor there) and compare in their common dtype; they give bools.
from keras import ops

x = ops.convert_to_tensor([1, 2, 3])
print(ops.equal(x, 2))
print(ops.not_equal(x, [1, 0, 3]))
print(ops.less(x, 2.5))
print(ops.less_equal(ops.cast(x, "int8"), 2))
print(ops.greater(ops.convert_to_tensor([0.5, 2.5]), x[:2]))
print(ops.greater_equal(x, x))
