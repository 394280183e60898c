# mode: modern
# A Keras variable goes into any op as the tensor it holds; the result is a
# tensor, and the variable keeps its value.
import tensorflow as tf
import keras
from keras import ops

layer = keras.layers.Dense(2, kernel_initializer="ones", bias_initializer="zeros")
layer.build((None, 3))
print(layer.kernel)
print(ops.matmul(tf.constant([[1.0, 2.0, 3.0]]), layer.kernel))
print(ops.add(layer.bias, 1))
print(ops.sum(layer.kernel), ops.shape(layer.kernel), ops.dtype(layer.kernel))
print(ops.convert_to_tensor(layer.kernel).dtype, ops.is_tensor(layer.kernel))
print(layer.bias.numpy())
