# mode: modern
# The Keras guide's Linear layer, written with keras.ops: weights made in
# build() with add_weight, the call `ops.matmul(inputs, self.w) + self.b`,
# trained for three steps of SGD (learning rate 0.01) on a mean squared
# error, with gradients from a GradientTape. Step by step by hand: the loss
# is 14.5, then 6.805, then 3.2068, and the third update leaves w at
# (0.6333, 0.4840) and b at -0.1493.
import tensorflow as tf
import keras
from keras import ops


class Linear(keras.layers.Layer):
    def __init__(self, units=32):
        super().__init__()
        self.units = units

    def build(self, input_shape):
        self.w = self.add_weight(shape=(input_shape[-1], self.units), initializer="ones", trainable=True,
                                 name="kernel")
        self.b = self.add_weight(shape=(self.units,), initializer="zeros", trainable=True, name="bias")

    def call(self, inputs):
        return ops.matmul(inputs, self.w) + self.b


x = ops.convert_to_tensor([[1.0, 2.0], [3.0, 4.0]])
y = ops.convert_to_tensor([[1.0], [2.0]])
linear = Linear(1)
print(linear(x))
print(linear.weights)
optimizer = keras.optimizers.SGD(learning_rate=0.01)
for step in range(3):
    with tf.GradientTape() as tape:
        loss = ops.mean(ops.square(linear(x) - y))
    grads = tape.gradient(loss, linear.trainable_weights)
    optimizer.apply_gradients(zip(grads, linear.trainable_weights))
    print("step", step, "loss %.4f" % float(loss))
w = ops.convert_to_numpy(linear.w)
print("w %.4f %.4f" % (w[0, 0], w[1, 0]), "b %.4f" % float(linear.b.numpy()[0]))
