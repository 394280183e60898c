# mode: modern
# ops.zeros, ops.ones, ops.full and ops.eye make floatx (float32) unless
# told a dtype, whatever the fill value; zeros_like and ones_like keep the
# input's dtype unless told one, and so does full_like (its fill value is
# cast to that dtype).
from keras import ops

print(ops.zeros((2,)), ops.ones((2, 1), dtype="int32"))
print(ops.full((2,), 3))
print(ops.full((2, 2), 7, dtype="int32"))
x = ops.convert_to_tensor([1, 2])
print(ops.zeros_like(x), ops.ones_like(x, dtype="float32"))
print(ops.eye(2))
print(ops.eye(2, 3, k=1))
print(ops.eye(3, k=-1, dtype="int32"))
try:
    ops.eye(2.0)
except TypeError as e:
    print("TypeError:", e)
print(ops.full_like(x, 2.5), ops.full_like(x, 1, dtype="float32"))
