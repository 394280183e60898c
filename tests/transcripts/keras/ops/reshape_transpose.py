# mode: modern
# ops.reshape takes a tuple, a list or one int, with at most one -1;
# ops.transpose reverses the axes or permutes them as told.
from keras import ops

x = ops.convert_to_tensor([[1, 2, 3], [4, 5, 6]])
print(ops.reshape(x, (3, -1)))
print(ops.reshape(x, -1))
print(ops.reshape(x, [1, 6]).shape)
print(ops.transpose(x))
print(ops.transpose(ops.zeros((2, 3, 4)), (1, 2, 0)).shape)
print(ops.transpose(ops.zeros((2, 3, 4)), (-1, 0, 1)).shape)
for bad in [(-1, -1), (2, -3)]:
    try:
        ops.reshape(x, bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    ops.transpose(ops.zeros((2, 3)), (0, 0))
except ValueError as e:
    print("ValueError:", e)
