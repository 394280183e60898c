# mode: modern
# Keras answers to every name a program imports it by, as one module.
import tensorflow as tf
import keras
import tensorflow.keras
from tensorflow import keras as tk
from tensorflow.keras import layers
from tensorflow.keras.layers import Dense
from keras.optimizers import Adam

print(tf.keras is keras, tk is keras, tensorflow.keras is keras)
print(layers is keras.layers, Dense is keras.layers.Dense, Adam is keras.optimizers.Adam)
print(tf.keras.Sequential is keras.models.Sequential, keras.Input is keras.layers.Input)
try:
    tf.no_such_module
except AttributeError as e:
    print(e)
