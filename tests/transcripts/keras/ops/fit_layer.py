# mode: modern
# A layer written with keras.ops trains under compile/fit like any other: fit
# traces its step, ops and all. By hand: the first epoch's loss is
# ((12 - 1)^2 + (28 - 2)^2) / 2 = 398.5; that SGD step (learning rate 0.01)
# leaves both relus negative, so the model then predicts 0 and the second
# epoch's loss is (1 + 4) / 2 = 2.5.
import numpy as np
import keras
from keras import ops


class Linear(keras.layers.Layer):
    def __init__(self, units=32, **kwargs):
        super().__init__(**kwargs)
        self.units = units

    def build(self, input_shape):
        self.w = self.add_weight(shape=(input_shape[-1], self.units), initializer="ones", name="kernel")
        self.b = self.add_weight(shape=(self.units,), initializer="zeros", name="bias")

    def call(self, inputs):
        return ops.relu(ops.matmul(inputs, self.w) + self.b)


model = keras.Sequential([keras.Input((2,)), Linear(4), Linear(1)])
model.compile(optimizer="sgd", loss="mse")
x = np.array([[1.0, 2.0], [3.0, 4.0]], dtype="float32")
y = np.array([[1.0], [2.0]], dtype="float32")
history = model.fit(x, y, epochs=2, verbose=0)
print(history.history)
print(model.predict(x, verbose=0))
