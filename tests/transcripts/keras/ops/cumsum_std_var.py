# mode: modern
# ops.cumsum flattens without an axis (bools count as int32); ops.std and
# ops.var are the population spread, float32 for int inputs.
from keras import ops

x = ops.convert_to_tensor([[1, 2, 3], [4, 5, 6]])
print(ops.cumsum(x))
print(ops.cumsum(x, axis=0))
print(ops.cumsum([True, True, False]))
print(ops.cumsum([1, 2], dtype="float32"))
print(ops.std(x))
print(ops.std(x, axis=1, keepdims=True))
print(ops.var(x, axis=0))
print(ops.var(ops.cast(x, "float64")))
