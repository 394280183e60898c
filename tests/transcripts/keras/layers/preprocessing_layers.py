# CategoryEncoding (Keras 3's docstring examples), Resizing with
# TensorFlow's half-pixel centers, and CenterCrop.
import keras
import numpy as np
import tensorflow as tf

layer = keras.layers.CategoryEncoding(num_tokens=4, output_mode="one_hot")
print(layer([3, 2, 0, 1]))
layer = keras.layers.CategoryEncoding(num_tokens=4, output_mode="multi_hot")
print(layer([[0, 1], [0, 0], [1, 2], [3, 1]]))
layer = keras.layers.CategoryEncoding(num_tokens=4, output_mode="count")
count_weights = np.array([[0.1, 0.2], [0.1, 0.1], [0.2, 0.3], [0.4, 0.2]])
print(layer([[0, 1], [0, 0], [1, 2], [3, 1]], count_weights=count_weights))
print(layer([[0, 1], [0, 0], [1, 2], [3, 1]]))

img = tf.reshape(tf.range(16.0), (1, 4, 4, 1))
# Halving: each output pixel sits at the centre of a 2x2 block, so it is the
# block's mean (0 + 1 + 4 + 5) / 4 = 2.5; nearest takes the block's
# lower-right pixel (floor of (i + 0.5) * 2).
print(keras.layers.Resizing(2, 2)(img)[0, :, :, 0])
print(keras.layers.Resizing(2, 2, interpolation="nearest")(img)[0, :, :, 0])
# Doubling: output 1 sits at input 0.25, between pixels 0 and 1.
print(keras.layers.Resizing(1, 8)(tf.reshape(tf.range(4.0), (1, 1, 4, 1)))[0, 0, :, 0])
print(keras.layers.CenterCrop(2, 2)(img)[0, :, :, 0])
print(keras.layers.CenterCrop(2, 8)(img).shape)
x = keras.Input((4, 4, 1))
print(keras.layers.Resizing(8, 8)(x).shape, keras.layers.CenterCrop(2, 3)(x).shape)
for make in (
    lambda: keras.layers.CategoryEncoding(num_tokens=None),
    lambda: keras.layers.CategoryEncoding(num_tokens=3, output_mode="tf_idf"),
):
    try:
        make()
    except ValueError as e:
        print("ValueError:", e)
