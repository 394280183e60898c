# mode: modern
# Two tensors of different dtypes meet on Keras' promotion lattice (JAX's):
# ints widen to the larger size, signed meets unsigned one size up, an int
# meets a float at that float, and a numpy float64 array stays float64.
import numpy as np
from keras import ops

i8 = ops.cast([1, 2], "int8")
i16 = ops.cast([1, 2], "int16")
u8 = ops.cast([1, 2], "uint8")
i32 = ops.convert_to_tensor([1, 2])
i64 = ops.cast([1, 2], "int64")
f16 = ops.cast([1, 2], "float16")
print(ops.add(i8, i16).dtype)
print(ops.add(u8, i8).dtype)
print(ops.add(u8, i32).dtype)
print(ops.add(i32, f16).dtype)
print(ops.add(i64, ops.convert_to_tensor([0.5, 0.5])).dtype)
print(ops.add(i32, np.array([0.5, 0.5])))
print(ops.add(ops.cast([True, False], "bool"), i8))
