# mode: modern
# A functional model that is not a chain (two heads on one hidden layer) gets
# Keras' fourth column, "Connected to": the layer, its call and its output.
import tensorflow as tf
from tensorflow import keras

inputs = keras.Input(shape=(8,))
hidden = keras.layers.Dense(16, activation="relu")(inputs)
scores = keras.layers.Dense(3, name="scores")(hidden)
value = keras.layers.Dense(1, name="value")(hidden)
model = keras.Model(inputs, [scores, value])
model.summary()
s, v = model(tf.ones([2, 8]))
print(s.shape, v.shape, [l.name for l in model.layers])
