# mode: modern
# Keras 3 keeps a model's weights in its own variables: the repr shows the
# path of the layers around the variable, its shape, a str dtype and its value
# (numpy's str of it); `name` is what add_weight was told, and `value` the
# tf.Variable it wraps.
import tensorflow as tf
from tensorflow import keras

model = keras.Sequential([
    keras.Input(shape=(3,)),
    keras.layers.Dense(2, kernel_initializer="ones", bias_initializer="zeros"),
])
print(model.weights)
kernel = model.layers[0].kernel
print(type(kernel))
print(kernel.name, kernel.path, kernel.dtype, kernel.shape, kernel.trainable)
print(kernel.value)
print(kernel.numpy().sum(), (kernel * 2.0).numpy().tolist())
kernel.assign_add(tf.ones([3, 2]))
print(model(tf.ones([1, 3])).numpy().tolist())
