# mode: modern
# The transcendental ops give floats: an int tensor (int64 too) is computed
# in floatx, a float64 one stays float64. abs leaves unsigned ints as they
# are; square of bools counts in int32; sign keeps the dtype.
from keras import ops

i = ops.convert_to_tensor([1, 4, 9])
print(ops.sqrt(i))
print(ops.sqrt(ops.cast(i, "int64")))
print(ops.exp(ops.cast([0, 1], "int16")))
print(ops.log(ops.cast([1.0, 2.0], "float64")))
print(ops.tanh([0, 1]))
print(ops.abs([-2, 3]), ops.absolute(ops.cast([1, 2], "uint8")))
print(ops.square([True, False]), ops.square([1.5, -2.0]))
print(ops.sign([-2.0, 0.0, 3.0]), ops.sign(ops.cast([-3, 0, 2], "int8")))
print(ops.negative(i))
print(ops.clip(ops.convert_to_tensor([1, 5, 9]), 2, 6))
print(ops.clip(ops.convert_to_tensor([True, False]), 0, 1))
