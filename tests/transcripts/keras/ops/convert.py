# mode: modern
# ops.convert_to_tensor makes TF's tensors: Python ints give int32 and floats
# float32, as tf.convert_to_tensor does, and a dtype converts (ints and bools
# by a cast, since TF will not convert a float to an int). convert_to_numpy
# gives a numpy array, ops.dtype Keras' name for the dtype.
import numpy as np
from keras import ops

print(ops.convert_to_tensor([1, 2, 3]))
print(ops.convert_to_tensor([1.5, 2.0]))
print(ops.convert_to_tensor([1, 2], dtype="float32"))
print(ops.convert_to_tensor([1.7, -2.7], dtype="int32"))
print(ops.convert_to_tensor([0, 2], dtype="bool"))
print(ops.convert_to_tensor(np.array([1.0, 2.0])))
x = ops.convert_to_tensor([[1, 2], [3, 4]])
a = ops.convert_to_numpy(x)
print(type(a).__name__, a.dtype, a.shape)
print(a)
print(ops.dtype(x), ops.dtype(ops.convert_to_tensor(np.array([1.0]))))
print(ops.is_tensor(x), ops.is_tensor(a), ops.is_tensor([1, 2]))
