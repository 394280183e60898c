# mode: modern
# ops.floor and ops.ceil give floats (ints are computed in floatx); ops.round
# rounds half to even, as numpy does, to `decimals` places when told (ints
# stay as they are for positive decimals, and round to tens for negative).
from keras import ops

print(ops.floor(ops.convert_to_tensor([1.5, -1.5])), ops.ceil(ops.convert_to_tensor([1.5, -1.5])))
print(ops.floor(ops.convert_to_tensor([3, -3])))
print(ops.round(ops.convert_to_tensor([0.5, 1.5, 2.5, -0.5])))
print(ops.round(ops.convert_to_tensor([0.25, 1.75]), decimals=1))
print(ops.round(ops.convert_to_tensor([15, 25, 123]), decimals=-1))
print(ops.round(ops.convert_to_tensor([15, 25]), decimals=2))
