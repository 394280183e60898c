# mode: modern
# fit, evaluate and predict take any iterable of (x, y) batches (a tf.data
# dataset is one); the bar then counts the batches it was given.
import os
os.environ["MINITF_KERAS_FROZEN_CLOCK"] = "1"
import tensorflow as tf

batches = [(tf.ones([4, 2]), tf.constant([0, 1, 0, 1])) for _ in range(3)]
model = tf.keras.Sequential([tf.keras.layers.Dense(2, kernel_initializer="zeros")])
model.compile(optimizer=tf.keras.optimizers.SGD(0.0), loss=tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True), metrics=["accuracy"])
history = model.fit(batches, epochs=1, verbose=2)
print([round(v, 4) for v in history.history["loss"]], history.history["accuracy"])
print([round(v, 4) for v in model.evaluate(batches, verbose=2)])
print(model.predict(tf.ones([3, 2]), verbose=0))
print(model.predict(tf.ones([3, 2]), batch_size=2, verbose=2).shape)
