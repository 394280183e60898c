# mode: modern
# A Layer subclass whose __init__ does not call super().__init__() gets
# Keras' reminder on first use.
import tensorflow as tf


class Broken(tf.keras.layers.Layer):
    def __init__(self, units):
        self.units = units

    def call(self, x):
        return x


layer = Broken(3)
layer(tf.ones([1, 2]))
