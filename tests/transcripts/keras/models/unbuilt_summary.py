# mode: modern
# Without an input shape a Sequential model is unbuilt: its layers show "?"
# and "0 (unbuilt)" (Dropout, with no build() of its own, is built at once).
# After a call each layer knows its output shape, with the batch as None.
import tensorflow as tf

model = tf.keras.Sequential([
    tf.keras.layers.Dense(4, activation="relu"),
    tf.keras.layers.Dropout(0.5),
    tf.keras.layers.Dense(1),
])
model.summary()
model(tf.ones([2, 3]))
model.summary()
