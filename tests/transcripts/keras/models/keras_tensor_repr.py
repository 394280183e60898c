# mode: modern
# keras.Input gives a symbolic KerasTensor (batch dimension None); calling a
# layer on one gives another, named from the same counter as layers.
import tensorflow as tf
from tensorflow import keras

x = keras.Input(shape=(3,))
h = keras.layers.Dense(2)(x)
print(x)
print(h)
print(keras.Input(shape=(28, 28, 1), name="pixels"))
print(h.shape, h.dtype)
