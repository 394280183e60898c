# mode: modern
# A Callback sees the model and each epoch's logs, and may stop training.
import tensorflow as tf
from tensorflow import keras


class StopAtTwo(keras.callbacks.Callback):
    def on_train_begin(self, logs=None):
        print("begin", self.params["epochs"], self.params["steps"], self.model.name)

    def on_epoch_end(self, epoch, logs=None):
        print("epoch", epoch, sorted(logs), round(logs["loss"], 4))
        if epoch == 1:
            self.model.stop_training = True


x = tf.ones([8, 2])
y = tf.zeros([8, 1])
model = keras.Sequential([keras.layers.Dense(1, kernel_initializer="ones")], name="tiny")
model.compile(optimizer=keras.optimizers.SGD(0.0), loss="mse")
history = model.fit(x, y, batch_size=4, epochs=5, verbose=0, callbacks=[StopAtTwo()])
print(history.epoch, history.history["loss"])
