# mode: modern
# The logical ops cast their inputs to bool first. ops.where picks with a
# condition cast to bool, its two branches promoted as arithmetic promotes
# them; with the condition alone it gives numpy's nonzero, a list of int32
# index vectors, one per axis. One branch without the other is an error.
from keras import ops

print(ops.logical_and([1, 0, 2], [1, 1, 0]))
print(ops.logical_or([0.0, 0.5], [0, 0]))
print(ops.logical_not([3, 0]))
print(ops.where([True, False, True], ops.convert_to_tensor([1, 2, 3]), 0))
print(ops.where([1, 0], 1, 2.5))
print(ops.where([[1, 0], [0, 1]]))
try:
    ops.where([True], 1)
except ValueError as e:
    print("ValueError:", e)
