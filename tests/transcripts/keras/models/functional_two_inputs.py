# mode: modern
# Two inputs joined by Concatenate, and a residual Add: the summary connects
# each layer to the outputs it reads ("name[call][output]").
import tensorflow as tf
from tensorflow import keras
from tensorflow.keras import layers

a = keras.Input(shape=(3,), name="a")
b = keras.Input(shape=(2,), name="b")
joined = layers.Concatenate()([a, b])
h = layers.Dense(5, name="h")(joined)
out = layers.Add()([h, layers.Dense(5, name="skip")(joined)])
model = keras.Model([a, b], out)
model.summary()
print(model([tf.ones([4, 3]), tf.ones([4, 2])]).shape)
print([l.name for l in model.layers])

# fit, evaluate and predict take the inputs as a list, in the model's order.
model.compile(optimizer=keras.optimizers.SGD(0.0), loss="mse")
xa, xb, y = tf.ones([6, 3]), tf.zeros([6, 2]), tf.zeros([6, 5])
model.fit([xa, xb], y, batch_size=4, epochs=2, verbose=0, validation_split=0.5)
print(model.predict([xa, xb], verbose=0).shape)
print(model.evaluate([xa, xb], y, verbose=0) >= 0.0)
