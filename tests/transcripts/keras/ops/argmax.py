# mode: modern
# ops.argmax and ops.argmin give int32 indices: of the flattened tensor
# without an axis, the first of equal values, and keepdims keeps the axis.
# Unlike TF's, they order -0.0 below 0.0, as numpy does.
from keras import ops

x = ops.convert_to_tensor([[1, 9, 9], [7, 2, 0]])
print(ops.argmax(x), ops.argmin(x))
print(ops.argmax(x, axis=1), ops.argmin(x, axis=0))
print(ops.argmax(x, axis=1, keepdims=True))
print(ops.argmax(x, keepdims=True))
print(ops.argmax([-0.0, 0.0]), ops.argmin([0.0, -0.0, 1.0]))
