# mode: modern
# ops.concatenate and ops.stack promote mixed dtypes with result_type (a
# Python number in stack is weak); one dtype stays as it is.
from keras import ops

a = ops.convert_to_tensor([[1, 2]])
b = ops.convert_to_tensor([[0.5, 1.5]])
print(ops.concatenate([a, a]))
print(ops.concatenate([a, b], axis=1))
print(ops.concatenate([ops.cast(a, "int8"), ops.cast(a, "int16")], axis=0).dtype)
print(ops.stack([a, b]).shape, ops.stack([a, b]).dtype)
print(ops.stack([1, 2.5]))
print(ops.stack([ops.cast(1, "int8"), 3]))
