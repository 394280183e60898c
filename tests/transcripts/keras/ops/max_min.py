# mode: modern
# ops.max and ops.min reduce like TF's reduce_max/reduce_min; on bools they
# are any and all. `initial` joins the reduction as one more value.
from keras import ops

x = ops.convert_to_tensor([[1, 7, 3], [4, 2, 6]])
print(ops.max(x), ops.min(x))
print(ops.max(x, axis=0), ops.min(x, axis=1, keepdims=True))
print(ops.max(x, initial=10), ops.min(x, axis=0, initial=3))
b = ops.convert_to_tensor([True, False])
print(ops.max(b), ops.min(b))
print(ops.max(b, initial=0), ops.min(b, initial=1))
