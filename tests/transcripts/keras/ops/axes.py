# mode: modern
# ops.swapaxes exchanges two axes, ops.moveaxis moves axes to new places
# (the others keep their order), ops.flip reverses along the axes given, or
# all of them.
import tensorflow as tf
from keras import ops

t = tf.zeros((2, 3, 4))
print(ops.swapaxes(t, 0, -1).shape, ops.swapaxes(t, 1, 1).shape)
print(ops.moveaxis(t, 0, -1).shape, ops.moveaxis(t, (0, 1), (2, 0)).shape)
x = ops.convert_to_tensor([[1, 2, 3], [4, 5, 6]])
print(ops.flip(x))
print(ops.flip(x, axis=1))
print(ops.flip([1, 2, 3], axis=0))
try:
    ops.moveaxis(t, (0, 1), 2)
except ValueError as e:
    print("ValueError:", e)
