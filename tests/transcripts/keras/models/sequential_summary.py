# mode: modern
# Keras 3's summary table as rich draws it when output is not a terminal (80
# columns, so the table is 76 wide).
import tensorflow as tf
from tensorflow import keras

model = keras.Sequential([
    keras.Input(shape=(784,)),
    keras.layers.Dense(256, activation="relu"),
    keras.layers.Dense(10),
])
model.summary()
