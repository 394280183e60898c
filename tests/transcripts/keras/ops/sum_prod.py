# mode: modern
# ops.sum and ops.prod follow JAX's rule: bools and 8/16-bit ints accumulate
# in int32 (uint8 in uint32 where TF has it); other dtypes keep theirs. axis
# takes an int or a tuple, keepdims keeps the reduced axes as size 1.
from keras import ops

x = ops.convert_to_tensor([[1, 2, 3], [4, 5, 6]])
print(ops.sum(x))
print(ops.sum(x, axis=0))
print(ops.sum(ops.cast(x, "int8"), axis=1, keepdims=True))
print(ops.sum([True, False, True]))
print(ops.sum(ops.cast(x, "float16"), axis=(0, 1)))
print(ops.prod(x, axis=0))
print(ops.prod(ops.cast(x, "int16"), axis=-1))
print(ops.prod([True, True]))
