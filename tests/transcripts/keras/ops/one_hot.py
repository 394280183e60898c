# mode: modern
# ops.one_hot gives float32 rows by default (any dtype when told, bools
# True/False), puts the new axis last or where `axis` says, and leaves the
# row of an index outside [0, num_classes) all zeros.
from keras import ops

print(ops.one_hot(ops.convert_to_tensor([1, 3, 2, 0]), num_classes=4))
print(ops.one_hot([0, 2], 3, axis=0))
print(ops.one_hot([1, -1, 5], 3, dtype="int32"))
print(ops.one_hot([[0], [1]], 2, dtype="bool"))
