# mode: modern
# keras.ops are TF ops underneath, so a tf.function traces them like any
# other: the Python print runs once, while tracing, the tensors inside are
# symbolic, and every later call runs the graph. The same Linear layer and
# data as custom_layer.py, so the same losses: 14.5, 6.805, 3.2068.
import tensorflow as tf
import keras
from keras import ops


class Linear(keras.layers.Layer):
    def __init__(self, units=32):
        super().__init__()
        self.units = units

    def build(self, input_shape):
        self.w = self.add_weight(shape=(input_shape[-1], self.units), initializer="ones", name="kernel")
        self.b = self.add_weight(shape=(self.units,), initializer="zeros", name="bias")

    def call(self, inputs):
        return ops.matmul(inputs, self.w) + self.b


linear = Linear(1)
optimizer = keras.optimizers.SGD(learning_rate=0.01)


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        pred = linear(x)
        loss = ops.mean(ops.square(pred - y))
    print("tracing:", pred.shape, ops.shape(pred), pred.dtype, loss.dtype)
    grads = tape.gradient(loss, linear.trainable_weights)
    optimizer.apply_gradients(zip(grads, linear.trainable_weights))
    return loss


x = ops.convert_to_tensor([[1.0, 2.0], [3.0, 4.0]])
y = ops.convert_to_tensor([[1.0], [2.0]])
linear(x)
for step in range(3):
    print("step", step, "loss %.4f" % float(train_step(x, y)))
