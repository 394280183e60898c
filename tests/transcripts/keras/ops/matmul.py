# mode: modern
# ops.matmul follows numpy's matmul: a vector on either side is a row or a
# column that is dropped from the result, batch axes broadcast; int inputs
# multiply in float and give their common int dtype back, except int8 by
# int8 (not a vector), which gives int32.
import tensorflow as tf
from keras import ops

m = ops.convert_to_tensor([[1, 2], [3, 4]])
print(ops.matmul(m, m))
print(ops.matmul(m, [1, 1]))
print(ops.matmul([1, 1], m))
print(ops.matmul([1, 2], [3, 4]))
print(ops.matmul(tf.ones((5, 2, 3)), tf.ones((3, 4))).shape)
print(ops.matmul(ops.cast(m, "int8"), ops.cast(m, "int16")).dtype)
print(ops.matmul(m, ops.convert_to_tensor([[0.5], [0.5]])))
# Two int8 matrices multiply into int32, TF's quantized product.
print(ops.matmul(ops.cast([[100, 100]], "int8"), ops.cast([[100], [100]], "int8")))
print(ops.matmul(ops.cast([1, 2], "int8"), ops.cast([[3], [4]], "int8")).dtype)
