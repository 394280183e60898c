# mode: modern
# Keras objects name the module Keras 3 defines their class in.
from tensorflow import keras

model = keras.Sequential([keras.Input(shape=(3,)), keras.layers.Dense(2)])
print(type(model))
print(type(model.layers[0]))
print(type(keras.layers.Flatten()), type(keras.layers.Dropout(0.5)))
print(type(keras.optimizers.Adam()))
print(type(keras.losses.SparseCategoricalCrossentropy()))
print(type(keras.metrics.SparseCategoricalAccuracy()))
print(type(keras.initializers.GlorotUniform()))
print(keras.layers.Dense.__module__, keras.layers.Dense.__qualname__)
