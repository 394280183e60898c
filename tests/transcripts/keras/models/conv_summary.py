# mode: modern
# Conv2D, MaxPooling2D and Flatten: the output shapes and parameter counts of
# a small image classifier (3*3*1*32 + 32 = 320, 5408*10 + 10 = 54090).
import tensorflow as tf
from tensorflow.keras import layers

model = tf.keras.Sequential([
    tf.keras.Input(shape=(28, 28, 1)),
    layers.Conv2D(32, 3, activation="relu"),
    layers.MaxPooling2D(),
    layers.Flatten(),
    layers.Dense(10, activation="softmax"),
])
model.summary()
print(model(tf.zeros([2, 28, 28, 1])).shape)
