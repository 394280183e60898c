# mode: modern
# ops.average is the mean (float, for ints too) or the weighted mean: with
# weights of x's shape, or a vector of weights along the axis. ops.repeat
# repeats each entry, of the flattened tensor without an axis.
from keras import ops

x = ops.convert_to_tensor([[1, 2], [3, 4]])
print(ops.average(x))
print(ops.average(x, axis=0, weights=[[1, 1], [3, 3]]))
print(ops.average(x, axis=1, weights=[3.0, 1.0]))
print(ops.repeat(x, 2))
print(ops.repeat(x, 2, axis=0))
print(ops.repeat(x, [1, 2], axis=1))
