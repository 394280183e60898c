# mode: modern
# to_categorical turns class labels into one-hot rows (float64 numpy, or a
# float32 tensor from a tensor), for CategoricalCrossentropy and
# CategoricalAccuracy ("accuracy" with a categorical loss).
import os
os.environ["MINITF_KERAS_FROZEN_CLOCK"] = "1"
import tensorflow as tf
from tensorflow import keras

labels = [0, 2, 1, 2]
onehot = keras.utils.to_categorical(labels)
print(onehot, onehot.dtype)
print(keras.utils.to_categorical([[1], [0]], num_classes=3).shape)
print(keras.utils.to_categorical(tf.constant([1, 0]), 2))

model = keras.Sequential([keras.layers.Dense(3, activation="softmax", kernel_initializer="zeros")])
model.compile(optimizer=keras.optimizers.SGD(0.0), loss="categorical_crossentropy", metrics=["accuracy"])
model.fit(tf.ones([4, 5]), onehot, batch_size=2, verbose=2)
print(type(model.metrics[1]).__name__)
