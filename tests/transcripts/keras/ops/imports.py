# mode: modern
# keras.ops is one module under every name a program reaches it by, with
# keras.ops.numpy and keras.ops.nn holding the numpy-like ops and the neural
# network ops (keras.ops itself has both).
import tensorflow as tf
import keras
import keras.ops
import keras.ops.nn
from keras import ops
from tensorflow.keras import ops as tf_ops
from keras.ops import numpy as knp

print(ops is keras.ops, ops is tf.keras.ops, ops is tf_ops)
print(knp.matmul is ops.matmul, keras.ops.nn.softmax is ops.softmax)
print(hasattr(knp, "softmax"), hasattr(ops.nn, "matmul"))
print(knp.mean([1, 2]), keras.ops.nn.relu(tf.constant([-1.0, 1.0])))
