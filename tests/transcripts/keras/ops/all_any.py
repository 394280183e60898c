# mode: modern
# ops.all and ops.any cast to bool first: any nonzero number is True.
from keras import ops

x = ops.convert_to_tensor([[1, 0], [2, 3]])
print(ops.all(x), ops.any(x))
print(ops.all(x, axis=1), ops.any([0.0, 0.0]))
print(ops.all(x, axis=0, keepdims=True))
