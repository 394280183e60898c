import tensorflow as tf
# 2**64 elements: TF's TensorShapeUtils::MakeShape check, before any allocation
# is tried. A 0 size makes a tensor empty, but the product of the other sizes
# must still fit int64: TF accepts [2, 0, 2**62, 2**62] (its running product
# is 0 by then), minitf does not, since its kernels multiply sizes in any order
# (tensor/tensor_size.h).
print(tf.zeros([2, 0, 2**30, 2**30]).shape)
tf.zeros([2**62, 4])
