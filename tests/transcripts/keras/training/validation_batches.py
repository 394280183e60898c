# mode: modern
# validation_data may be a list of (x, y) batches too, and a generator of
# batches serves one epoch (the bar then learns the count at the end).
import os
os.environ["MINITF_KERAS_FROZEN_CLOCK"] = "1"
import tensorflow as tf

model = tf.keras.Sequential([tf.keras.layers.Dense(1, kernel_initializer="zeros")])
model.compile(optimizer=tf.keras.optimizers.SGD(0.0), loss="mae")
train = [(tf.ones([2, 3]), tf.ones([2, 1]))] * 2
val = [(tf.ones([2, 3]), 3.0 * tf.ones([2, 1]))]
history = model.fit(train, validation_data=val, verbose=2)
print(history.history)


def batches():
    for _ in range(3):
        yield tf.ones([2, 3]), tf.ones([2, 1])


model.fit(batches(), verbose=1)
