import tensorflow as tf
# 2**64 elements: TF's TensorShape check, before any allocation is tried; a
# 0 size ahead of the huge ones makes the product 0, which is fine.
print(tf.zeros([2, 0, 2**62, 2**62]).shape)
tf.zeros([2**62, 4])
