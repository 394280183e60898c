# Conv1D, Conv2DTranspose and the 1-D, average and global pools: the shapes
# of Keras 3's docstring examples and the values of its pooling examples.
import keras
import numpy as np
import tensorflow as tf

x = np.random.rand(4, 10, 128)
print(keras.layers.Conv1D(32, 3, activation="relu")(x).shape)
x = np.random.rand(4, 10, 8, 128)
print(keras.layers.Conv2DTranspose(32, 2, 2, activation="relu")(x).shape)
print(keras.layers.Conv2DTranspose(4, 3, strides=2, padding="same")(tf.ones((1, 5, 5, 3))).shape)
print(keras.layers.Conv2DTranspose(4, 3, strides=2)(tf.ones((1, 5, 5, 3))).shape)
# Each output of a 2-wide all-ones kernel over 2 all-ones channels is 4.
conv = keras.layers.Conv1D(1, 2, kernel_initializer="ones", bias_initializer="ones")
print(conv(tf.ones((1, 4, 2))))
print(keras.layers.Conv1D(1, 3, padding="causal")(tf.ones((2, 5, 3))).shape)
x = np.reshape(np.array([1.0, 2.0, 3.0, 4.0, 5.0]), (1, 5, 1))
print(keras.layers.MaxPooling1D(pool_size=2, strides=1, padding="valid")(x))
print(keras.layers.MaxPooling1D(pool_size=2, strides=2, padding="valid")(x))
print(keras.layers.MaxPooling1D(pool_size=2, strides=1, padding="same")(x))
print(keras.layers.AveragePooling1D(pool_size=2, strides=1, padding="valid")(x))
x = np.reshape(np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]), (1, 3, 3, 1))
print(keras.layers.AveragePooling2D(pool_size=(2, 2), strides=(1, 1), padding="valid")(x))
x = np.random.rand(2, 3, 4)
print(keras.layers.GlobalAveragePooling1D()(x).shape)
print(keras.layers.GlobalMaxPooling1D(keepdims=True)(x).shape)
x = tf.reshape(tf.range(8.0), (1, 2, 2, 2))
print(keras.layers.GlobalMaxPooling2D()(x))
print(keras.layers.GlobalAveragePooling2D()(x))
print(keras.layers.MaxPooling1D().get_config())
