# mode: modern
# One step of each optimizer on w = [1, 2] with gradient [1, -2], by Keras 3's
# update rules (rounded to 5 places: float32 arithmetic).
import tensorflow as tf
from tensorflow import keras


def steps(opt, n):
    w = tf.Variable([1.0, 2.0])
    for _ in range(n):
        opt.apply_gradients([(tf.constant([1.0, -2.0]), w)])
    return [round(x, 5) for x in w.numpy().tolist()]


print(steps(keras.optimizers.SGD(0.1), 2))
print(steps(keras.optimizers.SGD(0.1, momentum=0.9), 2))
print(steps(keras.optimizers.SGD(0.1, momentum=0.9, nesterov=True), 2))
print(steps(keras.optimizers.Adam(0.1), 2))
print(steps(keras.optimizers.RMSprop(0.1), 2))
print(steps(keras.optimizers.RMSprop(0.1, momentum=0.5, centered=True), 2))
opt = keras.optimizers.Adam(0.1)
steps(opt, 3)
print(int(opt.iterations), float(opt.learning_rate), len(opt.variables))
opt.learning_rate = 0.5
print(float(opt.learning_rate))
try:
    keras.optimizers.SGD(1)
except ValueError as e:
    print(e)
