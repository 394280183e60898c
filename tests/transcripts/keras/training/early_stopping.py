# mode: modern
# EarlyStopping watches a logged value and stops once it has not improved for
# `patience` epochs; restore_best_weights puts back the best epoch's weights.
# The squared error below is 9, 4, 1, 0 as w walks 0, 1, 2, 3 towards y = 3
# (each SGD step of the mean absolute error is 1), then stays 0 (the
# gradient of |x| at 0 is 0): no improvement, so epoch 5 stops.
import tensorflow as tf
from tensorflow import keras

x = tf.ones([4, 1])
y = 3.0 * tf.ones([4, 1])
model = keras.Sequential([keras.layers.Dense(1, use_bias=False, kernel_initializer="zeros")])
model.compile(optimizer=keras.optimizers.SGD(1.0), loss="mae", metrics=["mse"])
stop = keras.callbacks.EarlyStopping(monitor="mse", patience=1, verbose=1, restore_best_weights=True)
history = model.fit(x, y, batch_size=4, epochs=10, verbose=0, callbacks=[stop])
print(history.history["mse"], history.epoch)
print(model.get_weights()[0].tolist(), stop.best_epoch)
try:
    model.fit(x, y, verbose=0, epochs=2, callbacks=[keras.callbacks.EarlyStopping(monitor="mystery")])
except ValueError as e:
    print(e)
