# keras.ops.numpy: Keras 3's numpy-like ops, gathered from the files that
# hold them (element-wise ops; reductions and shapes).
from _keras_ops_elementwise import *
from _keras_ops_arrays import *
