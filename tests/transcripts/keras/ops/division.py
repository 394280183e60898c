# mode: modern
# ops.divide (and true_divide) always gives a float: ints divide in floatx,
# a float64 tensor stays float64. floor_divide and mod keep ints, floored as
# Python floors them; power keeps its inputs' common dtype.
from keras import ops

x = ops.convert_to_tensor([7, -7, 4])
print(ops.divide(x, 2))
print(ops.true_divide(x, ops.cast([2, 2, 2], "int8")))
print(ops.divide(ops.cast([1.0], "float64"), 4))
print(ops.floor_divide(x, 2))
print(ops.floor_divide(ops.convert_to_tensor([7.5, -7.5]), 2))
print(ops.mod(x, 3))
print(ops.mod(ops.convert_to_tensor([7.5, -7.5]), 2))
print(ops.power(x, 2))
print(ops.power(ops.convert_to_tensor([4.0, 9.0]), 0.5))
print(ops.power(2, ops.convert_to_tensor([1, 2, 3])))
