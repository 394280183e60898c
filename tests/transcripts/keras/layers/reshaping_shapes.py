# Reshape, Permute and RepeatVector: the output shapes of Keras 3's
# docstring examples, a value, and the texts of bad arguments.
import keras
import tensorflow as tf

x = keras.Input(shape=(12,))
print(keras.layers.Reshape((3, 4))(x).shape)
print(keras.layers.Reshape((-1, 2, 2))(x).shape)
x = keras.Input(shape=(10, 64))
print(keras.layers.Permute((2, 1))(x).shape)
x = keras.Input(shape=(32,))
print(keras.layers.RepeatVector(3)(x).shape)
print(keras.layers.RepeatVector(2)(tf.constant([[1.0, 2.0]])))
print(keras.layers.Permute((2, 1))(tf.constant([[[1.0, 2.0, 3.0]]])))
print(keras.layers.Reshape((2, 1))(tf.constant([[5.0, 6.0]])))
for make in (
    lambda: keras.layers.Permute((1, 3)),
    lambda: keras.layers.RepeatVector(0),
    lambda: keras.layers.RepeatVector(2.0),
    lambda: keras.layers.Reshape((5,))(keras.Input(shape=(12,))),
):
    try:
        make()
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
