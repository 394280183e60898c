# mode: modern
# Loss functions named as metrics are averaged over the batches and logged
# under the name given; evaluate lists the loss, then the metrics.
import os
os.environ["MINITF_KERAS_FROZEN_CLOCK"] = "1"
import tensorflow as tf
from tensorflow import keras

x = tf.ones([6, 2])
y = tf.constant([1.0, 2.0, 3.0, 4.0, 5.0, 6.0])
model = keras.Sequential([keras.layers.Dense(1, kernel_initializer="ones")])
model.compile(optimizer=keras.optimizers.SGD(0.0), loss="mse", metrics=["mae", "mse"])
history = model.fit(x, y, batch_size=3, verbose=2)
print(sorted(history.history))
print(model.evaluate(x, y, verbose=0))
print(model.evaluate(x, y, verbose=0, return_dict=True))
