# mode: modern
# keras.Model(inputs, outputs) makes a Functional model, a subclass of Model;
# a subclass of Model stays itself.
from tensorflow import keras

inputs = keras.Input(shape=(3,))
model = keras.Model(inputs, keras.layers.Dense(2)(inputs))
print(type(model))
print(model)
print(isinstance(model, keras.Model), issubclass(type(model), keras.Model))
other = keras.Model(inputs=inputs, outputs=keras.layers.Dense(1)(inputs), name="head")
print(other)


class Tiny(keras.Model):
    def __init__(self):
        super().__init__()
        self.dense = keras.layers.Dense(1)

    def call(self, x):
        return self.dense(x)


print(type(Tiny()))
