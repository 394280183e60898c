# mode: modern
# validation_split holds out the last fraction of the samples (before any
# shuffling): here the last 2 of 8, whose targets differ.
import tensorflow as tf
from tensorflow import keras

x = tf.ones([8, 1])
y = tf.constant([[1.0]] * 6 + [[5.0]] * 2)
model = keras.Sequential([keras.layers.Dense(1, use_bias=False, kernel_initializer="ones")])
model.compile(optimizer=keras.optimizers.SGD(0.0), loss="mae")
history = model.fit(x, y, batch_size=4, validation_split=0.25, verbose=0)
print(history.history)
try:
    model.fit(x[:1], y[:1], validation_split=0.5, verbose=0)
except ValueError as e:
    print(e)
