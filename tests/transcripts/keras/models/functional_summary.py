# mode: modern
# A functional model lists its InputLayer.
import tensorflow as tf

inputs = tf.keras.Input(shape=(4,))
h = tf.keras.layers.Dense(8, activation="relu")(inputs)
outputs = tf.keras.layers.Dense(1)(h)
model = tf.keras.Model(inputs, outputs)
model.summary()
print(model(tf.ones([2, 4])).shape)
print([v.name for v in model.trainable_variables])
