# mode: modern
# BatchNormalization: two trainable weights (gamma, beta) and two moving
# statistics that are not trained but updated by training calls (momentum
# 0.99), which inference calls then use. Keras orders weights layer by layer.
import tensorflow as tf
from tensorflow import keras

model = keras.Sequential([
    keras.Input(shape=(2,)),
    keras.layers.Dense(2, kernel_initializer="ones", name="d"),
    keras.layers.BatchNormalization(name="bn"),
    keras.layers.Dense(1, name="out"),
])
model.summary()
print([v.path for v in model.weights])
print(len(model.trainable_weights), len(model.non_trainable_weights))
bn = model.get_layer("bn")
x = tf.constant([[1.0, 3.0], [3.0, 5.0]])

def show(t):
    print([[round(v, 5) for v in row] for row in t.numpy().tolist()])


show(bn(x, training=True))  # (x - [2, 4]) / sqrt(1 + 0.001)
print(bn.moving_mean.numpy(), bn.moving_variance.numpy())
show(bn(x))  # (x - moving_mean) / sqrt(moving_variance + 0.001)
