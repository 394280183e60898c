# mode: modern
# Inside a tf.function a Keras variable's value cannot be read, so its repr
# leaves the value out, as Keras' does when its conversion to numpy fails.
import tensorflow as tf
from tensorflow import keras

model = keras.Sequential([keras.Input(shape=(2,)), keras.layers.Dense(1, kernel_initializer="ones")])


@tf.function
def show():
    print(model.weights[0])
    return model.weights[0].value + 1.0


show()
print(model.weights[0])
