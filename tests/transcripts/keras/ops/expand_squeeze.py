# mode: modern
# ops.expand_dims inserts one axis or several (a tuple, placed in the
# result's numbering); ops.squeeze drops the size-1 axes, or those named,
# and refuses to squeeze an axis that is not 1.
from keras import ops

x = ops.ones((2, 3))
print(ops.expand_dims(x, 0).shape)
print(ops.expand_dims(x, -1).shape)
print(ops.expand_dims(x, (0, 3)).shape)
y = ops.zeros((1, 2, 1))
print(ops.squeeze(y).shape)
print(ops.squeeze(y, axis=-1).shape)
print(ops.squeeze(y, axis=(0, 2)).shape)
try:
    ops.squeeze(y, axis=1)
except ValueError as e:
    print("ValueError:", e)
