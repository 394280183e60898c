# mode: modern
# ops.einsum contracts by its subscripts; the result has the operands' common
# dtype (ints are contracted in float32 and cast back), and operands that
# are all int8 give int32, as in JAX.
import tensorflow as tf
from keras import ops

x = ops.convert_to_tensor([[1, 2, 3], [4, 5, 6]])
print(ops.einsum("ij,jk->ik", x, ops.ones((3, 1), "int32")))
print(ops.einsum("i,i->", [1.0, 2.0], [3.0, 4.0]))
print(ops.einsum("ij->ji", x))
print(ops.einsum("ij,jk->ik", ops.cast(x, "int8"), ops.cast([[100], [100], [100]], "int8")))
print(ops.einsum("bij,bjk->bik", tf.ones((2, 3, 4)), tf.ones((2, 4, 5))).shape)
print(ops.einsum("ij,j->i", x, [0.5, 0.5, 0.5]))
