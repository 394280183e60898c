# mode: modern
# ops.mean of ints and bools is float32; a float16 mean is computed in
# float32 and given back as float16; float64 stays float64.
from keras import ops

x = ops.convert_to_tensor([[1, 2], [4, 8]])
print(ops.mean(x))
print(ops.mean(x, axis=1))
print(ops.mean([True, False, False, False]))
print(ops.mean(ops.cast(x, "float16"), axis=0, keepdims=True))
print(ops.mean(ops.cast(x, "float64")))
