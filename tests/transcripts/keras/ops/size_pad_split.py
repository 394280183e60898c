# mode: modern
# ops.size is an int32 scalar tensor, ops.ndim a Python int; broadcast_to
# repeats along new or size-1 axes; pad takes numpy's pad widths (one int,
# one pair for a vector, a pair per axis); split takes a number of equal
# sections or numpy's split points.
from keras import ops

x = ops.convert_to_tensor([[1, 2, 3], [4, 5, 6]])
print(ops.size(x), ops.ndim(x))
print(ops.broadcast_to([1, 2, 3], (2, 3)))
print(ops.pad([1, 2], 1))
print(ops.pad([1, 2], (0, 2), constant_values=9))
print(ops.pad(x, ((1, 0), (0, 1))))
print(ops.pad(x, [[1], [2]]).shape)
print(ops.split(x, 3, axis=1))
print([t.shape for t in ops.split(ops.arange(6), [1, 4])])
try:
    ops.pad(x, ((1, 1), (1, 1), (1, 1)))
except ValueError as e:
    print("ValueError:", e)
