# mode: modern
# ops.sort sorts along the last axis by default, or the flattened tensor with
# axis=None (bools too); ops.argsort gives the int32 order.
from keras import ops

x = ops.convert_to_tensor([[3, 1, 2], [9, 7, 8]])
print(ops.sort(x))
print(ops.sort(x, axis=0))
print(ops.sort(x, axis=None))
print(ops.sort([True, False, True]))
print(ops.argsort([3.5, 1.5, 2.5]))
print(ops.argsort(x, axis=None))
