# mode: modern
# ops.moments gives the mean and the (population) variance over the axes;
# ops.top_k the k largest values and their int32 indices, as tf.math.top_k.
import numpy as np
from keras import ops

mean, variance = ops.moments(ops.convert_to_tensor([[1.0, 2.0], [3.0, 6.0]]), axes=[0])
print(mean, variance)
mean, variance = ops.moments(ops.cast([[1.0, 2.0], [3.0, 6.0]], "float16"), axes=[0, 1], keepdims=True)
print(mean, variance)
values, indices = ops.top_k(ops.convert_to_tensor([5, 1, 9, 3]), 2)
print(values, indices)
