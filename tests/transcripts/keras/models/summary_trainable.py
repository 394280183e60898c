# mode: modern
# summary(show_trainable=True) adds a column: Y, N for a frozen layer, and -
# for a layer without weights.
import tensorflow as tf
from tensorflow import keras

model = keras.Sequential([
    keras.Input(shape=(4,)),
    keras.layers.Dense(8, name="frozen"),
    keras.layers.Dropout(0.5),
    keras.layers.Dense(1, name="head"),
])
model.get_layer("frozen").trainable = False
model.summary(show_trainable=True)
model.summary(line_length=60)
