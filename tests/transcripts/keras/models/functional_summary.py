# mode: modern
# A functional model lists its InputLayer.
import tensorflow as tf

inputs = tf.keras.Input(shape=(4,))
h = tf.keras.layers.Dense(8, activation="relu")(inputs)
outputs = tf.keras.layers.Dense(1)(h)
model = tf.keras.Model(inputs, outputs)
model.summary()
print(model(tf.ones([2, 4])).shape)
print([v.path for v in model.trainable_variables])

# A functional model's input and output tensors build a second model that
# shares its layers (and their weights).
features = tf.keras.Model(model.input, h)
print(model.input is inputs, model.output is outputs, len(model.inputs), len(model.outputs))
print(features(tf.ones([2, 4])).shape, [l.name for l in features.layers])
print(features.layers[1] is model.layers[1])
