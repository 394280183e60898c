# Normalization (adapt, given mean and variance, invert) with Keras 3's
# docstring examples, LayerNormalization, and Rescaling.
import keras
import numpy as np
import tensorflow as tf

adapt_data = np.array([1.0, 2.0, 3.0, 4.0, 5.0], dtype="float32")
input_data = np.array([1.0, 2.0, 3.0], dtype="float32")
layer = keras.layers.Normalization(axis=None)
layer.adapt(adapt_data)
print(layer(input_data))

adapt_data = np.array(
    [[0.0, 7.0, 4.0], [2.0, 9.0, 6.0], [0.0, 7.0, 4.0], [2.0, 9.0, 6.0]], dtype="float32"
)
input_data = np.array([[0.0, 7.0, 4.0]], dtype="float32")
layer = keras.layers.Normalization(axis=-1)
layer.adapt(adapt_data)
print(layer(input_data))
print([w.name for w in layer.weights], layer.count_params())

layer = keras.layers.Normalization(mean=3.0, variance=2.0)
print(layer(np.array([[1.0], [2.0], [3.0]], dtype="float32")))
layer = keras.layers.Normalization(mean=3.0, variance=4.0, invert=True)
print(layer(np.array([[-1.0], [0.0], [1.0]], dtype="float32")))

# Rows of mean 2 and variances 8/3 and 2/3: both become -+sqrt(1.5), then
# gamma 1 and beta 0.
ln = keras.layers.LayerNormalization(epsilon=0.0)
out = ln(tf.constant([[0.0, 2.0, 4.0], [1.0, 2.0, 3.0]]))
print([[round(float(v), 5) for v in row] for row in out])
print([w.path for w in ln.weights])
print(keras.layers.Rescaling(scale=1.0 / 255)(np.array([255.0, 0.0])))
print(keras.layers.Rescaling(scale=2.0, offset=-1.0)(np.array([0.0, 0.5, 1.0])))
try:
    keras.layers.Normalization(mean=1.0)
except ValueError as e:
    print("ValueError:", e)
