# mode: modern
# ops.tile repeats along each axis (short repeats apply to the last axes,
# long ones add leading axes); ops.take gathers, from the flattened tensor
# without an axis, and negative indices count from the end.
from keras import ops

x = ops.convert_to_tensor([[1, 2, 3], [4, 5, 6]])
print(ops.tile([1, 2], 2))
print(ops.tile(x, (2, 1)))
print(ops.tile(x, 2).shape, ops.tile(x, (2, 1, 1)).shape)
print(ops.take(x, [0, -1]))
print(ops.take(x, [-1, 0], axis=1))
print(ops.take(x, [[1]], axis=0))
