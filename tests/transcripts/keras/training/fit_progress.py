# mode: modern
# fit's Keras 3 progress bar: "Epoch i/n", then the bar redrawn in place with
# "\r" and colour codes (verbose=1), one plain line per epoch (verbose=2), or
# nothing (verbose=0). MINITF_KERAS_FROZEN_CLOCK=1 freezes Keras' clock, so the
# bar draws only its final state and every time reads 0s. With zero weights
# and a zero learning rate the logits stay 0: the loss is ln 2 = 0.6931, and
# argmax picks class 0, right for the 16 of 64 labels that are 0.
import os
os.environ["MINITF_KERAS_FROZEN_CLOCK"] = "1"
import tensorflow as tf

x = tf.ones([64, 4])
y = tf.constant([0] * 16 + [1] * 48)
model = tf.keras.Sequential([tf.keras.layers.Dense(2, kernel_initializer="zeros")])
model.compile(optimizer=tf.keras.optimizers.SGD(0.0),
              loss=tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True),
              metrics=["accuracy"])
history = model.fit(x, y, batch_size=16, epochs=2, validation_data=(x, y))
print(list(history.history.keys()), history.epoch)
print([round(v, 4) for v in history.history["loss"]])
model.fit(x, y, batch_size=16, epochs=2, verbose=2, shuffle=False)
model.fit(x, y, batch_size=16, epochs=1, verbose=0)
print(int(model.optimizer.iterations))
print([round(v, 4) for v in model.evaluate(x, y, verbose=0)])
