# mode: modern
# A layer's path is fixed the first time it opens its scope: a layer first
# built inside a subclassed model's call lives under the model, a layer built
# on its own or in a functional graph does not, and a metric's totals live
# under the metric's name.
import tensorflow as tf
from tensorflow import keras


class Block(keras.layers.Layer):
    def __init__(self):
        super().__init__()
        self.inner = keras.layers.Dense(2)

    def call(self, x):
        return self.inner(x)


class Net(keras.Model):
    def __init__(self):
        super().__init__()
        self.block = Block()
        self.head = keras.layers.Dense(1, name="head")

    def call(self, x):
        return self.head(self.block(x))


net = Net()
net(tf.ones([1, 3]))
print([v.path for v in net.weights])

alone = keras.layers.Dense(1)
alone(tf.ones([1, 2]))
print([v.path for v in alone.weights])

inputs = keras.Input(shape=(2,))
outputs = alone(keras.layers.Dense(2, name="first")(inputs))
functional = keras.Model(inputs, outputs)
print([v.path for v in functional.weights])

mean = keras.metrics.Mean(name="avg_loss")
print([v.path for v in mean.variables])
